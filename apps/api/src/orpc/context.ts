import type { Auth } from '../auth/auth.ts';
import type { IdentityProviderSignIn } from '../identity-providers/sign-in.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../documents/storage.ts';
import type { LiveBus } from '../live/live-bus.ts';
import type { ReportPool } from '../reports/pool.ts';

/** What every procedure receives from the HTTP layer. */
export type AppDeps = {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /** The app's public address (PUBLIC_URL), for the links of the mails a request sends. */
  publicUrl: string;
  /** The auth secret: also the root of the key that seals identity providers' client secrets (ADR 045). */
  authSecret: string;
  /** Sign-in through a client's own identity provider (issue 32 item 2, ADR 045). */
  identityProviders: IdentityProviderSignIn;
  logger: Logger;
  storage: FileStorage;
  live: LiveBus;
  /** PDF rendering in worker threads (issue 13): created and closed by the owner of the process. */
  reports: ReportPool;
};

export type BaseContext = {
  deps: AppDeps;
  headers: Headers;
  requestId: string;
  /** The caller's address as the trusted proxies tell it (http/client-ip.ts), for the public pages' rate limits only. */
  clientIp: string | null;
};
