import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, backupTo, readManifest } from '../src/db/backup.ts';
import { restoreFrom } from '../src/db/restore.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { createDiskStorage } from '../src/documents/storage.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './support/app.ts';
import { openTestDatabase } from './support/database.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';
import { docx } from './security/uploads-support.ts';

/**
 * Issue 16 item 4: a backup restored into an empty instance gives back every
 * row of every table, identical, and every file, byte for byte (PGlite here,
 * PostgreSQL with TEST_DATABASE_URL; the source storage in memory or S3, the
 * target on disk: a backup also moves files from one storage to another).
 */
let t: TestContext;
let tenants: Tenants;
let scratch: string;
let target: DatabaseHandle | null = null;

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  await seedDefaultLibraryIfEmpty(t.db);
  const cookie = await t.signIn(tenants.users.directorA.email);
  for (const [file, name] of [
    [new Blob(['%PDF-1.7\nProcès-verbal\n%%EOF']), 'proces-verbal.pdf'],
    [new Blob([docx()]), 'protocole.docx'],
  ] as const) {
    const body = new FormData();
    body.append('file', file, name);
    body.append('type', 'AUTRE');
    const response = await t.app.request(`/api/v1/establishments/${tenants.establishmentA1.id}/documents`, {
      method: 'POST',
      body,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(response.status).toBe(201);
  }
  scratch = await mkdtemp(path.join(tmpdir(), 'qc-backup-'));
}, 120_000);

afterAll(async () => {
  await target?.close();
  await t?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Every row of every public table, as PostgreSQL writes it, in a stable order. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  const tables = (
    (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: Array<{ name: string }> }
  ).rows.map((row) => row.name);
  const result: Record<string, string[]> = {};
  for (const table of tables.sort()) {
    const rows = (
      (await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`)) as unknown as {
        rows: Array<{ row: string }>;
      }
    ).rows;
    result[table] = rows.map((row) => row.row).sort();
  }
  return result;
}

describe('backup and restore', () => {
  it('restores into an empty instance every row and every file', async () => {
    const dir = path.join(scratch, 'sauvegarde');
    const manifest = await backupTo(t.database, t.storage, dir);
    expect(manifest.files).toMatchObject({ count: 2, missing: [] });
    expect(manifest.tables.forms).toBeGreaterThan(0);
    expect((await readManifest(dir)).migrations.length).toBeGreaterThan(0);

    target = await openTestDatabase();
    const storage = createDiskStorage(path.join(scratch, 'fichiers'));
    const restored = await restoreFrom(target, storage, dir);
    expect(restored.files).toBe(2);
    expect(restored.tables).toEqual(manifest.tables);

    const [before, after] = [await contents(t.db), await contents(target.db)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);

    const documents = (
      (await target.db.execute(sql`select storage_key as key, sha256 from documents`)) as unknown as {
        rows: Array<{ key: string; sha256: string }>;
      }
    ).rows;
    expect(documents).toHaveLength(2);
    for (const document of documents) {
      const stored = await storage.get(document.key);
      const bytes = Buffer.from(await new Response(stored!.stream()).arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);
    }

    // The restored instance works: a restored user signs in on it… through the data it holds.
    const [director] = (
      (await target.db.execute(
        sql`select id from "user" where email = ${tenants.users.directorA.email}`,
      )) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows;
    expect(director?.id).toBe(tenants.users.directorA.id);
  });

  it('refuses, in French, a target that is not empty, an unfinished backup and a used folder', async () => {
    const dir = path.join(scratch, 'sauvegarde');
    await expect(restoreFrom(t.database, createDiskStorage(path.join(scratch, 'autre')), dir)).rejects.toThrow(
      "La base de destination n'est pas vide",
    );
    const unfinished = path.join(scratch, 'interrompue');
    await expect(restoreFrom(t.database, t.storage, unfinished)).rejects.toThrow(
      BACKUP_MESSAGES.noManifest(unfinished),
    );
    await writeFile(path.join(scratch, 'sauvegarde', 'autre-chose'), '');
    await expect(backupTo(t.database, t.storage, dir)).rejects.toThrow(BACKUP_MESSAGES.notEmptyFolder(dir));
  });
});
