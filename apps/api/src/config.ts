import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyaddr from 'proxy-addr';
import type { S3Settings } from './documents/s3-storage.ts';

/**
 * The SPA built beside the API. This module runs from apps/api/src (tsx) or
 * from a chunk of the compiled server (apps/api/dist/chunks): the first
 * candidate that exists wins, so `npm start` serves the app either way.
 */
function defaultWebDistDir(): string {
  const candidates = ['../../web/dist', '../../../web/dist'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html'))) ?? candidates[0]!;
}

/**
 * Which proxies in front of the API are trusted to append to X-Forwarded-For:
 * false (none: the socket address is the client), a number of hops, or a
 * list of addresses, subnets and proxy-addr names ('loopback',
 * 'linklocal', 'uniquelocal'). `true` trusts every hop: only for in-process
 * tests, which have no socket; TRUST_PROXY can never produce it.
 */
export type TrustProxy = boolean | number | string[];

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
  /** Trusted proxy hops for the client IP (TRUST_PROXY). */
  trustProxy: TrustProxy;
  isProduction: boolean;
  webDistDir: string;
  /** Whether an empty database gets the demo tenant (SEED_DEMO; off by default in production, issue 34 item 13). */
  seedDemo: boolean;
  /** Documents and evidence: DATA_DIR/files by default, an S3-compatible bucket when S3_BUCKET is set (issue 16). */
  storage: { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    isProduction,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? defaultWebDistDir()),
    seedDemo: parseSeedDemo(env.SEED_DEMO, isProduction),
    storage: parseStorage(env, dataDir),
  };
}

/**
 * Issue 34 item 13: the demo creates an ADMIN at a public demo domain, so a
 * production database must never get it unless asked (SEED_DEMO=1); anywhere
 * else the README's `npm start` shows it unless SEED_DEMO=0. Any other value
 * is a mistake stopped at start rather than a guess.
 */
export function parseSeedDemo(value: string | undefined, isProduction: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return !isProduction;
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new Error(`SEED_DEMO invalide (« ${value} ») : 1 pour créer la démonstration, 0 pour ne pas la créer.`);
}

/** The start-up line saying whether the demo is created on an empty database, and why. */
export function seedDemoLine(config: Pick<Config, 'seedDemo' | 'isProduction'>): string {
  if (config.seedDemo) return 'Données de démonstration : créées sur une base vide (SEED_DEMO=0 pour ne pas les créer)';
  return config.isProduction
    ? 'Données de démonstration : non créées (NODE_ENV=production, SEED_DEMO=1 pour les créer)'
    : 'Données de démonstration : non créées (SEED_DEMO=0)';
}

/**
 * S3_BUCKET chooses the bucket; the other S3_* variables only make sense with
 * it, so one set without it is a mistake stopped at start, not files silently
 * written to the local disk of one process.
 */
export function parseStorage(env: NodeJS.ProcessEnv, dataDir: string): Config['storage'] {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ].filter((name) => env[name]);
    if (stray.length > 0) {
      throw new Error(`S3_BUCKET est obligatoire quand ${stray.join(', ')} est renseigné.`);
    }
    return { kind: 'disk', dir: path.join(dataDir, 'files') };
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble : renseignez les deux, ou aucun.');
  }
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    throw new Error(`S3_ENDPOINT invalide (« ${endpoint} ») : une adresse http:// ou https:// est attendue.`);
  }
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: ['1', 'true'].includes(env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? ''),
    accessKeyId,
    secretAccessKey,
  };
}

/**
 * TRUST_PROXY: empty, '0' or 'false' trusts no proxy; a whole number is the
 * number of trusted hops ('1': one reverse proxy, as before; 'true' too);
 * otherwise a comma-separated list of addresses, CIDR subnets or proxy-addr
 * names. Issue 12 item 4: the client address is then the right-most hop
 * that is not trusted, never the left-most one the client wrote.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(list);
  } catch {
    throw new Error(
      `TRUST_PROXY invalide (« ${text} ») : indiquez un nombre de proxys, ou des adresses IP, sous-réseaux CIDR ou « loopback » séparés par des virgules.`,
    );
  }
  return list;
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
