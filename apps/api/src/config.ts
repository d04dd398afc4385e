import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  posthogKey: string | null;
  posthogHost: string;
  /** Trust X-Forwarded-For for the client IP (behind a reverse proxy). */
  trustProxy: boolean;
  isProduction: boolean;
  webDistDir: string;
  seedDemo: boolean;
};

/**
 * DESIGN §8: every variable is optional. BETTER_AUTH_SECRET is generated once
 * and kept in DATA_DIR when unset, except in production where it is required.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const isProduction = env.NODE_ENV === 'production';
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    authSecret: env.BETTER_AUTH_SECRET || readOrCreateSecret(dataDir, isProduction),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Qualité & Conformité <no-reply@qualite-conformite.local>',
    posthogKey: env.POSTHOG_KEY || null,
    posthogHost: (env.POSTHOG_HOST ?? 'https://eu.i.posthog.com').replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    isProduction,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo: env.SEED_DEMO !== '0',
  };
}

function readOrCreateSecret(dataDir: string, isProduction: boolean): string {
  if (isProduction) {
    throw new Error('BETTER_AUTH_SECRET est obligatoire quand NODE_ENV=production.');
  }
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
