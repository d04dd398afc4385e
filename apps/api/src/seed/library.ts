import type { ImportSummary } from '@qc/shared/library/contract';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { readDefaultLibrary } from '../library/default-library.ts';
import { importPortableFile } from '../library/import.ts';
import { createSystemActor } from '../scope/actor.ts';

/** A fresh database gets the default French library as the shared library (issue 7). */
export async function seedDefaultLibraryIfEmpty(db: Database): Promise<ImportSummary | null> {
  const [row] = await db.select({ total: count() }).from(forms);
  if ((row?.total ?? 0) > 0) return null;
  return importPortableFile(db, createSystemActor(db), { file: readDefaultLibrary(), clientId: null });
}
