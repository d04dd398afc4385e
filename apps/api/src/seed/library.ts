import type { ImportSummary } from '@qc/shared/library/contract';
import type { Database } from '../db/client.ts';
import { applyDefaultLibraryRelease, type AppliedRelease } from '../library/releases.ts';

/**
 * Start-up (issue 7, ADR 029): a fresh database gets the default French library
 * as the shared library; an instance at an older library version gets the
 * newer release (new versions of the forms it changed, recorded once).
 */
export async function seedDefaultLibrary(db: Database): Promise<AppliedRelease | null> {
  return applyDefaultLibraryRelease(db);
}

/** The same, answering the import's summary only (null when nothing was applied): the tests' and the bench's seed. */
export async function seedDefaultLibraryIfEmpty(db: Database): Promise<ImportSummary | null> {
  return (await seedDefaultLibrary(db))?.summary ?? null;
}
