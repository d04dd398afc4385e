import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../documents/storage.ts';
import { appliedMigrations, BACKUP_MESSAGES, publicTables, readManifest } from './backup.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { rowsOf } from './rows-of.ts';

/* Issue 16 item 4: a backup (backup.ts) restored into an empty, migrated database, in foreign-key order. */

const BATCH_ROWS = 500;

/** Tables ordered so that each comes after those its foreign keys point to. */
async function foreignKeyOrder(db: Database, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered.filter((table) => tables.includes(table));
}

/** The columns of `table` a restore writes: all but the generated ones, in their order. */
async function writableColumns(db: Pick<Database, 'execute'>, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Restores `dir` into a migrated, empty database and the given storage; answers what was restored. */
export async function restoreFrom(
  database: DatabaseHandle,
  storage: FileStorage,
  dir: string,
): Promise<{ tables: Record<string, number>; files: number }> {
  const manifest = await readManifest(dir);
  const target = await appliedMigrations(database.db);
  if (target.join() !== manifest.migrations.join()) {
    throw new Error(BACKUP_MESSAGES.migrationsDiffer(manifest.migrations.length, target.length));
  }
  const tables = await publicTables(database.db);
  for (const table of tables) {
    const [row] = await rowsOf<{ found: boolean }>(
      database.db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as found`,
    );
    if (row?.found) throw new Error(BACKUP_MESSAGES.notEmptyDatabase(table));
  }
  const order = await foreignKeyOrder(
    database.db,
    tables.filter((table) => table in manifest.tables),
  );
  const restored: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    for (const table of order) {
      // A generated column (the users' folded search text) is computed again by the database, never written.
      const columns = sql.join(
        (await writableColumns(tx, table)).map((column) => sql.identifier(column)),
        sql`, `,
      );
      let batch: string[] = [];
      let count = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(
          sql`insert into ${sql.identifier(table)} (${columns})
              select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(',')}]`}::json)`,
        );
        count += batch.length;
        batch = [];
      };
      // Line by line: a large table never has to fit in memory twice.
      const lines = createInterface({ input: createReadStream(path.join(dir, 'tables', `${table}.jsonl`)) });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
      restored[table] = count;
    }
  });
  let files = 0;
  for (const key of await readdir(path.join(dir, 'files'))) {
    const source = path.join(dir, 'files', key);
    const { size } = await stat(source);
    const hash = createHash('sha256');
    await pipeline(
      createReadStream(source),
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          callback();
        },
      }),
    );
    const [row] = await rowsOf<{ sha256: string }>(
      database.db,
      sql`select sha256 from documents where storage_key = ${key}`,
    );
    // A file no row names (deleted between the table copy and the file copy) is left out.
    if (!row) continue;
    if (row.sha256 !== hash.digest('hex')) throw new Error(BACKUP_MESSAGES.fileDiffers(key));
    await storage.put(key, { path: source, size });
    files += 1;
  }
  return { tables: restored, files };
}
