import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../documents/storage.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { rowsOf } from './rows-of.ts';

/**
 * Issue 16 item 4: a backup any instance can restore, embedded or PostgreSQL,
 * disk or S3. One folder: every row of every table of the public schema as
 * JSON lines (`row_to_json`, read in one repeatable-read transaction, so the
 * tables agree with each other), every stored file under its key, and
 * `manifest.json`, written last: a folder without it is an unfinished backup.
 * Restoring needs an empty, migrated database at the same migration level:
 * rows go back through `json_populate_recordset`, so every column type comes
 * back as PostgreSQL wrote it, tables in foreign-key order (no superuser needed).
 */
export type BackupManifest = {
  format: 'qualite-conformite-backup';
  version: 1;
  createdAt: string;
  source: { database: 'pglite' | 'postgres'; storage: FileStorage['kind'] };
  /** The migrations applied to the source (drizzle's hashes, in order). */
  migrations: string[];
  tables: Record<string, number>;
  files: { count: number; bytes: number; missing: string[] };
};

export const BACKUP_MESSAGES = {
  notEmptyFolder: (dir: string) =>
    `Le dossier de sauvegarde ${dir} existe et n'est pas vide : choisissez-en un nouveau.`,
  noManifest: (dir: string) =>
    `${dir} n'est pas une sauvegarde complète (manifest.json absent) : elle a pu être interrompue.`,
  badFormat: "Ce dossier n'est pas une sauvegarde de Qualité & Conformité.",
  migrationsDiffer: (backup: number, target: number) =>
    `La sauvegarde a ${backup} migration(s), la base de destination ${target} : restaurez avec la version de l'application qui a fait la sauvegarde.`,
  notEmptyDatabase: (table: string) =>
    `La base de destination n'est pas vide (table ${table}) : la restauration se fait dans une base neuve.`,
  fileDiffers: (key: string) => `Le fichier ${key} de la sauvegarde ne correspond pas à son empreinte.`,
} as const;

/** The tables of the public schema, by name. */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

export async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  ).catch(() => []);
  return rows.map((row) => row.hash);
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export async function backupTo(
  database: DatabaseHandle,
  storage: FileStorage,
  dir: string,
  now = new Date(),
): Promise<BackupManifest> {
  if (!(await isEmptyFolder(dir))) throw new Error(BACKUP_MESSAGES.notEmptyFolder(dir));
  await mkdir(path.join(dir, 'tables'), { recursive: true });
  await mkdir(path.join(dir, 'files'), { recursive: true });
  const snapshot = await database.db.transaction(
    async (tx) => {
      const tables: Record<string, number> = {};
      for (const table of await publicTables(tx)) {
        const rows = await rowsOf<{ row: string }>(
          tx,
          sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
        );
        await writeFile(path.join(dir, 'tables', `${table}.jsonl`), rows.map((row) => `${row.row}\n`).join(''));
        tables[table] = rows.length;
      }
      const files = await rowsOf<{ key: string; sha256: string }>(
        tx,
        sql`select storage_key as key, sha256 from documents order by storage_key`,
      );
      return { tables, files, migrations: await appliedMigrations(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let bytes = 0;
  const missing: string[] = [];
  for (const file of snapshot.files) {
    const stored = await storage.get(file.key);
    if (!stored) {
      missing.push(file.key);
      continue;
    }
    const target = path.join(dir, 'files', file.key);
    await pipeline(Readable.fromWeb(stored.stream() as NodeReadableStream<Uint8Array>), createWriteStream(target));
    bytes += (await stat(target)).size;
  }
  const manifest: BackupManifest = {
    format: 'qualite-conformite-backup',
    version: 1,
    createdAt: now.toISOString(),
    source: { database: database.kind, storage: storage.kind },
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    files: { count: snapshot.files.length - missing.length, bytes, missing },
  };
  // Written last, under a temporary name then renamed: its presence means the backup is whole.
  await writeFile(path.join(dir, 'manifest.json.tmp'), JSON.stringify(manifest, null, 2));
  await rename(path.join(dir, 'manifest.json.tmp'), path.join(dir, 'manifest.json'));
  return manifest;
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, 'manifest.json'), 'utf8');
  } catch {
    throw new Error(BACKUP_MESSAGES.noManifest(dir));
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 'qualite-conformite-backup' || manifest.version !== 1) {
    throw new Error(BACKUP_MESSAGES.badFormat);
  }
  return manifest;
}
