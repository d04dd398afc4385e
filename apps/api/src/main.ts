import { serve } from '@hono/node-server';
import { installFrenchMessages } from '@qc/shared/validation/messages';
import { createApp } from './app.ts';
import { loadConfig, seedDemoLine } from './config.ts';
import { openDatabase, SEED_LOCK_ID } from './db/client.ts';
import { logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createMailQueue, type MailQueue } from './mail/queue.ts';
import { createStorage } from './documents/create-storage.ts';
import { sweepOrphanFilesInBackground } from './documents/sweep-orphans.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { seedDefaultLibrary } from './seed/library.ts';
import { sendOverdueReminders } from './action-plans/reminders.ts';
import { sendCampaignReminders } from './campaigns/reminders.ts';
import { sendExpiryDigests } from './expiry/digest.ts';
import { sendObligationReminders } from './obligations/reminders.ts';
import { anonymiseIncidents } from './incidents/anonymise-incidents.ts';
import { createReportPool, type ReportPool } from './reports/pool.ts';

installFrenchMessages();

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionError: (error) => logger.warn({ err: error }, 'Connexion PostgreSQL perdue'),
});
// PDF render threads (issue 13) started as soon as the server listens, so the first report does
// not pay their start-up; not before, where each thread's ~1 s of loading react-pdf and its fonts
// competed with the server's own start for the same cores (issue 16: under 3 s). One thread is kept
// ready, the others start when renders overlap and stop once idle (issue 33 item 4: RSS at rest).
let pdfPool: ReportPool | null = null;
const startPdfPool = () => (pdfPool ??= createReportPool({ eager: true }));
const reports: ReportPool = {
  render: (model) => startPdfPool().render(model),
  get threads() {
    return startPdfPool().threads;
  },
  get maxQueue() {
    return startPdfPool().maxQueue;
  },
  get inFlight() {
    return pdfPool?.inFlight ?? 0;
  },
  close: async () => {
    await pdfPool?.close();
  },
};
let isShuttingDown = false;
let isDraining = false;
let reminderTimer: NodeJS.Timeout | undefined;
let firstReminder: NodeJS.Timeout | undefined;
let live: { close: () => Promise<void> } | undefined;
let mailQueue: MailQueue | undefined;
/** Longest wait for the requests in progress once a stop is asked (SHUTDOWN_TIMEOUT_MS, 10 s by default). */
const shutdownTimeoutMs =
  Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 10_000;
/**
 * Issue 33 item 5 (ADR 028): how long, once a stop is asked, the process keeps serving with /readyz at 503,
 * so that a load balancer checking readiness stops sending it requests before it stops accepting them
 * (SHUTDOWN_DELAY_MS; 0 by default: with nothing in front, there is nobody to tell). Set it to at least
 * two of the balancer's check intervals.
 */
const shutdownDelayMs = Number(process.env.SHUTDOWN_DELAY_MS) > 0 ? Number(process.env.SHUTDOWN_DELAY_MS) : 0;

/**
 * Issue 16: a clean stop for rolling deploys. New connections are refused at
 * once, the live event streams end (browsers reconnect to another process),
 * requests in progress get up to SHUTDOWN_TIMEOUT_MS to finish, then the PDF
 * threads and the database are closed (PGlite must be, or its files may not recover).
 */
const shutdown = async (signal: string) => {
  if (isShuttingDown || isDraining) return;
  isDraining = true;
  const startedAt = performance.now();
  logger.info({ signal, delayMs: shutdownDelayMs }, 'Arrêt en cours');
  if (shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs));
  isShuttingDown = true;
  clearInterval(reminderTimer);
  clearTimeout(firstReminder);
  const current = server;
  const drained = new Promise<boolean>((resolve) => {
    if (!current) return resolve(true);
    current.close(() => resolve(true));
    setTimeout(() => resolve(false), shutdownTimeoutMs).unref();
  });
  await live?.close().catch((error) => logger.error({ err: error }, 'Fermeture des flux en direct'));
  if (current && 'closeIdleConnections' in current) current.closeIdleConnections();
  const isDrained = await drained;
  if (!isDrained && current && 'closeAllConnections' in current) {
    logger.warn({ timeoutMs: shutdownTimeoutMs }, 'Requêtes encore en cours à l’arrêt : connexions fermées');
    current.closeAllConnections();
  }
  // A mail being handed to the relay finishes; the rest stays in the outbox for the next process.
  await mailQueue?.stop().catch((error) => logger.error({ err: error }, "Arrêt de la file d'envoi"));
  await reports.close().catch((error) => logger.error({ err: error }, 'Arrêt des générateurs de PDF'));
  await database.close().catch((error) => logger.error({ err: error }, 'Fermeture de la base'));
  logger.info({ durationMs: Math.round(performance.now() - startedAt) }, 'Arrêté');
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

let server: ReturnType<typeof serve> | undefined;
try {
  const openedAt = performance.now();
  await database.migrate();
  const migratedAt = performance.now();
  // Every mail goes through the outbox (issue 15 item 5): retried with back-off, sent once across processes.
  const mailer = createMailQueue({
    db: database.db,
    transport: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    logger,
  });
  mailQueue = mailer;
  mailer.start();
  // Before the seed: the demo's proofs are files (issue 17 item 7).
  const storage = await createStorage(config.storage);
  // One process seeds a fresh database; the others wait for it, then find it seeded (issue 16).
  const demo = await database.exclusive(SEED_LOCK_ID, async () => {
    // A fresh database gets the default library; an older one gets its newer release (ADR 029).
    const library = await seedDefaultLibrary(database.db);
    if (library) logger.info({ library }, `Bibliothèque par défaut ${library.version ?? ''} appliquée`);
    return config.seedDemo ? await seedDemoIfEmpty(database.db, { storage }) : null;
  });
  // Issue 34 item 13: operators see whether an empty database would get the demo's ADMIN, and why.
  logger.info({ seedDemo: config.seedDemo }, seedDemoLine(config));
  const seededAt = performance.now();
  // Issue 34 item 11: files no row references (a crash between a row and its bytes, or forms deleted
  // before their templates' bytes went with them), older than an hour; in the background, the count logged.
  void sweepOrphanFilesInBackground(database.db, storage, logger);
  const devOrigins = config.isProduction ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  const { app, deps } = createApp({
    config,
    database,
    mailer,
    logger,
    storage,
    reports,
    extraTrustedOrigins: devOrigins,
    isShuttingDown: () => isShuttingDown,
    isDraining: () => isDraining,
  });
  live = deps.live;
  // DESIGN §6: overdue reminders, checked every hour (each action at most once a day).
  // Issue 17 item 3: campaign reminders (a week and a day before the deadline, once late) in the same hourly run.
  const runReminders = () =>
    void sendOverdueReminders(database.db, { mailer, logger, publicUrl: config.publicUrl })
      .catch((error) => logger.error({ err: error }, 'Rappels des actions en retard'))
      .then(() => sendCampaignReminders(database.db, { mailer, logger, publicUrl: config.publicUrl }))
      .catch((error) => logger.error({ err: error }, 'Rappels des campagnes'))
      // Issue 17 item 4: documents and agreements 60, 30 and 7 days before they lapse, each threshold once.
      .then(() => sendExpiryDigests(database.db, { mailer, logger, publicUrl: config.publicUrl }))
      .catch((error) => logger.error({ err: error }, 'Rappels d’échéance'))
      // Issue 27 item 4 (ADR 039): recurring obligations, once before their due date and once late.
      .then(() => sendObligationReminders(database.db, { mailer, logger, publicUrl: config.publicUrl }))
      .catch((error) => logger.error({ err: error }, 'Rappels des obligations'))
      // Issue 29 (ADR 036): events closed more than five years ago lose their personal data.
      .then(() => anonymiseIncidents(database.db))
      .then((erased) => {
        if (erased > 0) logger.info({ erased }, 'Événements anonymisés (durée de conservation écoulée)');
      })
      .catch((error) => logger.error({ err: error }, 'Anonymisation des événements'));
  reminderTimer = setInterval(runReminders, 60 * 60 * 1000);
  reminderTimer.unref();
  // REMINDERS_FIRST_RUN_MS: the first check's delay (30 s; the multi-process test shortens it).
  firstReminder = setTimeout(runReminders, Number(process.env.REMINDERS_FIRST_RUN_MS) || 30_000);
  firstReminder.unref();
  server = serve({ fetch: app.fetch, port: config.port }, () => {
    // Where start-up time goes (issue 16: under 3 s on a migrated database), for operators comparing releases.
    logger.info(
      {
        loadMs: Math.round(openedAt),
        migrateMs: Math.round(migratedAt - openedAt),
        seedMs: Math.round(seededAt - migratedAt),
        totalMs: Math.round(performance.now()),
        // CPU time of the process so far: comparable across machines and loads, unlike the wall clock.
        cpuMs: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
      },
      'Démarrage terminé',
    );
    const lines = [
      '',
      `Qualité & Conformité est prêt : ${config.publicUrl} (démarré en ${Math.round(performance.now())} ms)`,
      `Base de données : ${database.kind === 'pglite' ? `PGlite embarqué (${config.dataDir})` : 'PostgreSQL'}`,
      `Fichiers : ${config.storage.kind === 's3' ? `S3, compartiment ${config.storage.bucket}` : config.storage.dir}`,
      `Référence de l'API : ${config.publicUrl}/api/v1/docs`,
    ];
    if (demo) {
      lines.push('', 'Comptes de démonstration :');
      for (const account of demo.accounts) lines.push(`  ${account.role.padEnd(14)} ${account.email}`);
    }
    lines.push(
      '',
      config.smtpUrl
        ? 'Les codes de connexion sont envoyés par e-mail (SMTP_URL).'
        : 'Les codes de connexion apparaissent dans ce journal (ligne « E-mail (non envoyé, SMTP_URL absent) »).',
      '',
    );
    process.stdout.write(lines.join('\n') + '\n');
    startPdfPool();
  });
  // Node closes an idle kept-alive connection after 5 s; a client (a browser, Playwright, a load balancer
  // keeping 60 s) that reuses it at that moment gets ECONNRESET on a plain GET — it happened once in CI.
  // Idle connections stay open longer than any such client keeps them; the headers' limit must exceed it.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
} catch (error) {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'Démarrage impossible');
  await reports.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(1);
}
