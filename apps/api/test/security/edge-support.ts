import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { installFrenchMessages } from '@qc/shared/validation/messages';
import { createApp, type AppOptions } from '../../src/app.ts';
import { createMemoryStorage } from '../../src/documents/storage.ts';
import { createMailer, type Mailer } from '../../src/mail/mailer.ts';
import { openTestDatabase } from '../support/database.ts';
import { TEST_ORIGIN } from '../support/app.ts';

export const EDGE_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/**
 * The whole API on its own database with the edge settings a test chooses
 * (trusted proxies, analytics host, SPA directory, mailer), optionally
 * listening on a real loopback socket so that the socket address is real.
 */
export async function createEdgeApp(
  overrides: { config?: Partial<AppOptions['config']>; mailer?: Mailer; smtpUrl?: string } = {},
) {
  installFrenchMessages();
  const database = await openTestDatabase();
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: overrides.smtpUrl ?? null, from: 'test@qualite-conformite.local', logger });
  const { app } = createApp({
    config: {
      publicUrl: TEST_ORIGIN,
      authSecret: EDGE_SECRET,
      trustProxy: false,
      webDistDir: '/nonexistent',
      posthogKey: null,
      posthogHost: 'http://127.0.0.1:9',
      ...overrides.config,
    },
    database,
    mailer,
    logger,
    storage: createMemoryStorage(),
  });
  let server: ReturnType<typeof serve> | undefined;
  return {
    app,
    db: database.db,
    database,
    /** Starts a real HTTP server on loopback and answers its base URL. */
    async listen(): Promise<string> {
      const started = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      server = started;
      return `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
    },
    close: async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await database.close();
    },
  };
}

/** The session token inside a better-auth session cookie (`token.signature`, URL-encoded). */
export function sessionTokenOf(cookieHeader: string): string {
  const pair = cookieHeader.split('; ').find((cookie) => /session_token=/.test(cookie));
  if (!pair) throw new Error('Pas de cookie de session');
  return decodeURIComponent(pair.slice(pair.indexOf('=') + 1)).split('.')[0]!;
}

/** Merges Set-Cookie answers into a browser-like cookie header (later values win, expired ones go). */
export function mergeCookies(current: string, response: { headers: Headers }): string {
  const jar = new Map(
    current
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const name = pair!.slice(0, pair!.indexOf('='));
    const value = pair!.slice(pair!.indexOf('=') + 1);
    if (!value || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
