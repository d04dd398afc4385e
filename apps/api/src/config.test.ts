import { describe, expect, it } from 'vitest';
import { loadConfig, parseSeedDemo, seedDemoLine } from './config.ts';

// Issue 34 item 13: an empty production database must not get the demo ADMIN unless asked.
describe('SEED_DEMO', () => {
  const base = { DATA_DIR: '/tmp/qc-config-test', BETTER_AUTH_SECRET: 'x'.repeat(32) };

  it('is off by default in production, on by default elsewhere', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base }).seedDemo).toBe(true);
  });

  it('follows an explicit value whatever NODE_ENV says', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(parseSeedDemo('true', true)).toBe(true);
    expect(parseSeedDemo(' false ', false)).toBe(false);
    expect(parseSeedDemo('', true)).toBe(false);
  });

  it('refuses a value it cannot read, in French', () => {
    expect(() => parseSeedDemo('oui', false)).toThrow('SEED_DEMO invalide (« oui ») : 1 pour créer la démonstration');
  });

  it('says at start-up which it is, and how to change it', () => {
    expect(seedDemoLine({ seedDemo: false, isProduction: true })).toBe(
      'Données de démonstration : non créées (NODE_ENV=production, SEED_DEMO=1 pour les créer)',
    );
    expect(seedDemoLine({ seedDemo: true, isProduction: false })).toMatch(/^Données de démonstration : créées/);
    expect(seedDemoLine({ seedDemo: false, isProduction: false })).toBe(
      'Données de démonstration : non créées (SEED_DEMO=0)',
    );
  });
});
