import path from 'node:path';
import { loadConfig } from './config.ts';
import { createStorage } from './documents/create-storage.ts';
import { backupTo } from './db/backup.ts';
import { restoreFrom } from './db/restore.ts';
import { openDatabase } from './db/client.ts';

/**
 * `npm run db:backup [-- <dossier>]` and `npm run db:restore -- <dossier>`
 * (issue 16 item 4), with the server's own configuration: DATABASE_URL or the
 * embedded PGlite of DATA_DIR (stop the server first: it is single-process),
 * and the disk or S3 storage. Restoring migrates the target database first,
 * then refuses one that is not empty.
 */
const [command, folder] = process.argv.slice(2);
const base = process.env.INIT_CWD ?? process.cwd();

async function main(): Promise<void> {
  if (command !== 'backup' && command !== 'restore') {
    throw new Error('Usage : db-tools backup [dossier] | db-tools restore <dossier>');
  }
  if (command === 'restore' && !folder) throw new Error('Indiquez le dossier de la sauvegarde à restaurer.');
  const config = loadConfig();
  const storage = await createStorage(config.storage);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const dir = path.resolve(base, folder ?? path.join('sauvegardes', stamp));
      const manifest = await backupTo(database, storage, dir);
      const rows = Object.values(manifest.tables).reduce((total, count) => total + count, 0);
      process.stdout.write(
        `Sauvegarde écrite dans ${dir} : ${rows} lignes dans ${Object.keys(manifest.tables).length} tables, ` +
          `${manifest.files.count} fichiers (${(manifest.files.bytes / 1024 / 1024).toFixed(1)} Mo).\n`,
      );
      if (manifest.files.missing.length > 0) {
        process.stdout.write(
          `Attention : ${manifest.files.missing.length} fichier(s) référencé(s) absent(s) du stockage : ${manifest.files.missing.join(', ')}\n`,
        );
      }
    } else {
      const dir = path.resolve(base, folder!);
      await database.migrate();
      const restored = await restoreFrom(database, storage, dir);
      const rows = Object.values(restored.tables).reduce((total, count) => total + count, 0);
      process.stdout.write(`Sauvegarde ${dir} restaurée : ${rows} lignes, ${restored.files} fichiers.\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
