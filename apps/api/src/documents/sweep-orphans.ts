import { inArray } from 'drizzle-orm';
import type { Logger } from '../logger.ts';
import type { Database } from '../db/client.ts';
import { documents } from '../db/schema-documents.ts';
import type { FileStorage } from './storage.ts';

/** An upload writes its bytes a moment before its row commits: younger files are never taken for orphans. */
export const ORPHAN_SAFETY_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;
/** The keys the server makes (store-upload.ts): anything else in a bucket is not ours to remove. */
const SERVER_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Issue 34 item 11: the files in storage that no document row references,
 * older than the safety age, are removed. Rows always go before their bytes
 * (ADR 015), so a crash, a failed removal or a deletion from before this fix
 * (a form's templates went with its rows and stayed in storage) leaves
 * orphans behind; the start-up sweeps them. Listed and checked in batches, so
 * neither the keys nor the rows are ever held all at once.
 */
export async function sweepOrphanFiles(
  db: Database,
  storage: FileStorage,
  options: { now?: Date; safetyAgeMs?: number } = {},
): Promise<{ checked: number; removed: number }> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.safetyAgeMs ?? ORPHAN_SAFETY_AGE_MS);
  let checked = 0;
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const keys = batch;
    batch = [];
    if (keys.length === 0) return;
    const referenced = await db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(inArray(documents.storageKey, keys));
    const kept = new Set(referenced.map((row) => row.key));
    for (const key of keys) {
      if (kept.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
  };
  for await (const { key, modifiedAt } of storage.list()) {
    checked += 1;
    if (!SERVER_KEY.test(key) || modifiedAt.getTime() > cutoff) continue;
    batch.push(key);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  return { checked, removed };
}

/** At start-up, off the start's path: the count goes to the log, a failure too, and the server serves meanwhile. */
export function sweepOrphanFilesInBackground(db: Database, storage: FileStorage, logger: Logger): Promise<void> {
  return sweepOrphanFiles(db, storage)
    .then(({ checked, removed }) =>
      logger.info({ checked, removed }, `Fichiers orphelins supprimés du stockage : ${removed} (sur ${checked})`),
    )
    .catch((error: unknown) => logger.error({ err: error }, 'Nettoyage des fichiers orphelins'));
}
