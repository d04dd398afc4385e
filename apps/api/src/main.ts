import { serve } from '@hono/node-server';
import { installFrenchMessages } from '@qc/shared/validation/messages';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createStorage } from './documents/create-storage.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { seedDefaultLibraryIfEmpty } from './seed/library.ts';
import { sendOverdueReminders } from './action-plans/reminders.ts';
import { createReportPool } from './reports/pool.ts';

installFrenchMessages();

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionError: (error) => logger.warn({ err: error }, 'Connexion PostgreSQL perdue'),
});
// PDF render threads started now, so the first report does not pay their start-up (issue 13).
const reports = createReportPool({ eager: true });
let isShuttingDown = false;
let reminderTimer: NodeJS.Timeout | undefined;
const shutdown = async (signal: string) => {
  if (isShuttingDown) return;
  isShuttingDown = true;
  logger.info({ signal }, 'Arrêt en cours');
  server?.close();
  clearInterval(reminderTimer);
  await reports.close().catch((error) => logger.error({ err: error }, 'Arrêt des générateurs de PDF'));
  // PGlite must be closed cleanly, or its files may not recover.
  await database.close().catch((error) => logger.error({ err: error }, 'Fermeture de la base'));
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

let server: ReturnType<typeof serve> | undefined;
try {
  await database.migrate();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const library = await seedDefaultLibraryIfEmpty(database.db);
  if (library) logger.info({ library }, 'Bibliothèque par défaut importée');
  const demo = config.seedDemo ? await seedDemoIfEmpty(database.db) : null;
  const devOrigins = config.isProduction ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  const storage = createStorage(config.storage);
  const { app } = createApp({
    config,
    database,
    mailer,
    logger,
    storage,
    reports,
    extraTrustedOrigins: devOrigins,
  });
  // DESIGN §6: overdue reminders, checked every hour (each action at most once a day).
  const runReminders = () =>
    void sendOverdueReminders(database.db, { mailer, logger, publicUrl: config.publicUrl }).catch((error) =>
      logger.error({ err: error }, 'Rappels des actions en retard'),
    );
  reminderTimer = setInterval(runReminders, 60 * 60 * 1000);
  reminderTimer.unref();
  setTimeout(runReminders, 30_000).unref();
  server = serve({ fetch: app.fetch, port: config.port }, () => {
    const lines = [
      '',
      `Qualité & Conformité est prêt : ${config.publicUrl}`,
      `Base de données : ${database.kind === 'pglite' ? `PGlite embarqué (${config.dataDir})` : 'PostgreSQL'}`,
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
  });
} catch (error) {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'Démarrage impossible');
  await reports.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(1);
}
