import { Hono } from 'hono';
import { ERROR_MESSAGES } from '@qc/shared/errors';
import { createAuth, type Auth } from './auth/auth.ts';
import { createIdentityProviderSignIn } from './identity-providers/sign-in.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { mountApiReference } from './http/api-reference.ts';
import { AUTH_BODY_TOO_LARGE, AUTH_MAX_BODY_BYTES, createAuthRoute } from './http/auth-route.ts';
import { compileTrust, getClientIp } from './http/client-ip.ts';
import { bodyLimitByLength } from './http/body-limit.ts';
import { compression } from './http/compression.ts';
import { createIngestProxy } from './http/ingest.ts';
import { spoolMultipart } from './http/multipart.ts';
import { fileAnswers, securityHeaders } from './http/security-headers.ts';
import { mountSpa } from './http/static.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { readMailRelayStatus } from './mail/queue.ts';
import type { FileStorage } from './documents/storage.ts';
import { DOCUMENT_MESSAGES, MAX_FILE_SIZE } from '@qc/shared/documents/schemas';
import { createHandlers } from './handlers.ts';
import { getOpenApiDocument } from './openapi.ts';
import type { AppDeps } from './orpc/context.ts';
import { createLiveBus } from './live/live-bus.ts';
import { createReportPool, type ReportPool } from './reports/pool.ts';
import { errorBody } from './http/error-body.ts';
import { mountBenchFloors, shouldMountBenchFloors } from './http/bench-floors.ts';

type Env = { Variables: { requestId: string; logger: Logger } };

export type AppOptions = {
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'trustProxy' | 'webDistDir' | 'posthogKey' | 'posthogHost'>;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  storage: FileStorage;
  /** PDF render workers (issue 13), closed by the caller; by default a pool that starts threads on demand. */
  reports?: ReportPool;
  /** Extra origins allowed to send cookie requests (Vite's dev server). */
  extraTrustedOrigins?: string[];
  /** True once the process is stopping (SIGTERM): new requests are sent to another process. */
  isShuttingDown?: () => boolean;
  /**
   * True from SIGTERM on (issue 33 item 5): /readyz answers 503 so that the load balancer takes the process
   * out of rotation, while every other request is still served until isShuttingDown.
   */
  isDraining?: () => boolean;
};

/** What a request reaching a stopping process is told (the browser retries: the live stream reconnects elsewhere). */
export const SHUTTING_DOWN_MESSAGE = 'Le serveur redémarre : réessayez dans un instant';

export type App = { app: Hono<Env>; auth: Auth; deps: AppDeps };

export function createApp(options: AppOptions): App {
  const { config, database, mailer, logger, storage } = options;
  const trustedOrigins = [config.publicUrl, ...(options.extraTrustedOrigins ?? [])];
  const authOptions = {
    db: database.db,
    secret: config.authSecret,
    baseUrl: config.publicUrl,
    trustedOrigins,
    mailer,
    logger,
  };
  const auth = createAuth(authOptions);
  const identityProviders = createIdentityProviderSignIn(authOptions);
  const deps: AppDeps = {
    db: database.db,
    auth,
    mailer,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret,
    identityProviders,
    logger,
    storage,
    live: createLiveBus(database, logger),
    reports: options.reports ?? createReportPool(),
  };
  const handlers = createHandlers(logger);
  const trust = compileTrust(config.trustProxy);
  const app = new Hono<Env>();
  if (shouldMountBenchFloors()) mountBenchFloors(app, database.db, deps.live); // before every middleware: `npm run bench` only

  // Security headers on every answer, errors and 404s included (issue 12 item 6).
  app.use('*', securityHeaders({ publicUrl: config.publicUrl }));
  // A stopping process (issue 16) closes every connection after its answer, so a browser's next request
  // opens a new one, to a process that runs. What still reaches it on a connection opened before it stopped
  // accepting is served (issue 33 item 5: a rolling restart loses nothing; the drain waits for it), except
  // /readyz, which says no, and the live streams, whose bus is closed: a 503 the browser retries elsewhere.
  if (options.isShuttingDown) {
    const isShuttingDown = options.isShuttingDown;
    app.use('*', async (c, next) => {
      if (!isShuttingDown()) return next();
      if (c.req.path === '/readyz' || c.req.path.endsWith('/events')) {
        c.header('Connection', 'close');
        c.header('Retry-After', '1');
        return c.json(errorBody('SERVICE_UNAVAILABLE', 503, SHUTTING_DOWN_MESSAGE), 503);
      }
      await next();
      // On the answer's own headers (a stream's body stays as it is, ADR 031).
      c.res.headers.set('Connection', 'close');
    });
  }
  // Text answers compressed (brotli/gzip) once every inner handler is done (issue 13).
  app.use('*', compression());

  // Request id and one JSON log line per request.
  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || crypto.randomUUID();
    const requestLogger = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    const startedAt = performance.now();
    await next();
    // On the answer's own headers: c.header() after the answer would rebuild it from `.body` (a stream, ADR 031).
    c.res.headers.set('x-request-id', requestId);
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round(performance.now() - startedAt),
      },
      'requête',
    );
  });

  app.onError((error, c) => {
    c.get('logger')?.error({ err: error }, 'Erreur inattendue');
    return c.json(errorBody('INTERNAL_SERVER_ERROR', 500, ERROR_MESSAGES.INTERNAL_SERVER_ERROR), 500);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (options.isDraining?.()) return c.json({ status: 'draining', database: database.kind }, 503);
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      c.get('logger').warn({ err: error }, 'Base de données injoignable');
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
  });

  // The sign-in screen asks whether codes are leaving (issue 15 item 5): the relay's state, the same for every caller.
  app.get('/api/mail-status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ signInCodes: await readMailRelayStatus(database.db) });
  });

  // Issue 32 item 2 (ADR 045): whether the typed address's domain has its group's identity provider, and
  // whether the e-mail code stays open to it. Said of the domain, the same whether an account exists or not.
  app.get('/api/sign-in-options', async (c) => {
    c.header('Cache-Control', 'no-store');
    const email = (c.req.query('email') ?? '').slice(0, 320);
    return c.json(await identityProviders.optionsFor(email));
  });

  // better-auth: the body is bounded before anything reads it (issue 12 item 9), then the edge
  // route sets the client IP, applies the per-e-mail limits and strips session tokens (items 4, 10, 12).
  app.use(
    '/api/auth/*',
    bodyLimitByLength({
      maxSize: AUTH_MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 413, AUTH_BODY_TOO_LARGE), 413),
    }),
  );
  app.on(['GET', 'POST'], '/api/auth/*', createAuthRoute({ auth, db: database.db, trust, identityProviders }));

  // Cookie-authenticated writes only from our own origins (defence in depth beside SameSite=Lax).
  app.use('*', async (c, next) => {
    const isApi = c.req.path.startsWith('/api/v1/') || c.req.path.startsWith('/rpc/');
    const origin = c.req.header('origin');
    if (isApi && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && origin && !trustedOrigins.includes(origin)) {
      return c.json(errorBody('FORBIDDEN', 403, ERROR_MESSAGES.FORBIDDEN), 403);
    }
    return next();
  });

  // Uploads are 20 MB at most (issue 5); the multipart envelope gets a little room.
  const uploadLimit = bodyLimitByLength({
    maxSize: MAX_FILE_SIZE + 512 * 1024,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 413, 'Le fichier dépasse la taille maximale de 20 Mo'), 413),
  });
  app.use('/api/v1/*', uploadLimit);
  app.use('/rpc/*', uploadLimit);
  // Multipart bodies parsed to temporary files as they arrive, never whole in memory (issue 16).
  const spool = spoolMultipart({
    maxFileSize: MAX_FILE_SIZE,
    badPartHeader: { field: 'file', message: DOCUMENT_MESSAGES.fileNameInvalid },
  });
  app.use('/api/v1/*', spool);
  app.use('/rpc/*', spool);
  // Files (documents, templates, reports, exports) are always downloaded, under a sandbox CSP.
  app.use('/api/v1/*', fileAnswers());
  app.use('/rpc/*', fileAnswers());

  app.get('/api/v1/openapi.json', async (c) => c.json(await getOpenApiDocument()));
  mountApiReference(app as unknown as Hono, '/api/v1/docs', '/api/v1/openapi.json');

  for (const [prefix, handler] of [
    ['/api/v1', handlers.openapi],
    ['/rpc', handlers.rpc],
  ] as const) {
    app.use(`${prefix}/*`, async (c, next) => {
      const { matched, response } = await handler.handle(c.req.raw, {
        prefix,
        context: { deps, headers: c.req.raw.headers, requestId: c.get('requestId'), clientIp: getClientIp(c, trust) },
      });
      // Returned as is: `c.newResponse(response.body, …)` read its body as a stream (ADR 031).
      if (matched) return response;
      return next();
    });
  }

  // Analytics proxy (DESIGN §2): third-party traffic through our own host, only when configured.
  // Only the configured origin, allow-listed paths, GET/POST, 1 MB and 10 s (issue 12 item 3).
  const ingest = createIngestProxy({ posthogHost: config.posthogHost });
  app.all('/ingest/*', async (c) => {
    if (!config.posthogKey) return c.json(errorBody('NOT_FOUND', 404, 'Analytique désactivée'), 404);
    return ingest(c);
  });

  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', 404, ERROR_MESSAGES.NOT_FOUND), 404));
  app.all('/rpc/*', (c) => c.json(errorBody('NOT_FOUND', 404, ERROR_MESSAGES.NOT_FOUND), 404));

  mountSpa(app as unknown as Hono, config.webDistDir);
  return { app, auth, deps };
}
