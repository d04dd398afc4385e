import type { ImportSummary, LibraryReleases } from '@qc/shared/library/contract';
import { compareLibraryVersions, latestLibraryVersion, type LibraryRelease } from '@qc/shared/library/releases';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { forms, libraryReleases, questions } from '../db/schema-questionnaires.ts';
import { toIso } from '../common/dates.ts';
import { createSystemActor, type Actor } from '../scope/actor.ts';
import { readDefaultLibraryRelease } from './default-library.ts';
import { importPortableFileIn } from './import.ts';
import { parsePortableFile } from './parse-portable-file.ts';

/**
 * Advisory lock taken inside the transaction that applies a release (beside
 * MIGRATION_LOCK_ID and SEED_LOCK_ID of db/client.ts; not SEED_LOCK_ID itself,
 * which the start-up holds on another connection while it calls this).
 */
export const LIBRARY_RELEASE_LOCK_ID = 727276;

export type AppliedRelease = { version: string | null; previousVersion: string | null; summary: ImportSummary };

/** The newest version recorded in `library_releases`, or null. */
async function appliedVersion(db: Pick<Database, 'select'>): Promise<string | null> {
  const rows = await db.select({ version: libraryReleases.version }).from(libraryReleases);
  return (
    rows
      .map((row) => row.version)
      .sort(compareLibraryVersions)
      .at(-1) ?? null
  );
}

/**
 * Start-up (ADR 029): a fresh database gets the default library; an instance
 * whose recorded library version is older than the files' gets the newer
 * release: the forms it changed get a new version tagged with it (evaluations
 * keep the version they answer), unchanged forms are left alone, nothing is
 * deleted, and the release is recorded. Idempotent: once recorded, nothing is
 * done. One transaction under an advisory lock, so two processes (or the
 * start-up and an ADMIN's « importer la bibliothèque par défaut ») never apply
 * it twice. `force` re-imports even at the same version (the ADMIN's action).
 */
export async function applyDefaultLibraryRelease(
  db: Database,
  options: { actor?: Actor; force?: boolean; library?: { file: unknown; releases: LibraryRelease[] } } = {},
): Promise<AppliedRelease | null> {
  // `library`: another edition of the default library (tests replay an instance's history).
  const { file: raw, releases } = options.library ?? readDefaultLibraryRelease();
  const latest = latestLibraryVersion(releases);
  const actor = options.actor ?? createSystemActor(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIBRARY_RELEASE_LOCK_ID})`);
    const previousVersion = await appliedVersion(tx);
    if (!options.force) {
      if (latest === null) {
        // A library without releases: imported on a fresh database only, as before releases existed.
        const [row] = await tx.select({ total: count() }).from(forms);
        if ((row?.total ?? 0) > 0) return null;
      } else if (previousVersion !== null && compareLibraryVersions(previousVersion, latest) >= 0) {
        return null;
      }
    }
    // Validated only when applied: a start-up at the recorded version reads the versions and stops (issue 16).
    const file = parsePortableFile(raw);
    const summary = await importPortableFileIn(tx, actor, file, null, {
      libraryVersion: latest,
      versionEveryChange: true,
    });
    if (releases.length > 0) {
      await tx
        .insert(libraryReleases)
        .values(
          releases.map((release) => ({
            version: release.version,
            releasedOn: release.date,
            summary: release.summary,
            changes: release.changes,
          })),
        )
        .onConflictDoNothing();
    }
    return { version: latest, previousVersion, summary };
  });
}

/** The releases applied to this instance, newest first, each change tied to the shared form it names. */
export async function listLibraryReleases(db: Database, _actor: Actor): Promise<LibraryReleases> {
  const rows = await db.select().from(libraryReleases);
  rows.sort((a, b) => compareLibraryVersions(b.version, a.version));
  const formKeys = [...new Set(rows.flatMap((row) => row.changes.map((change) => change.form)))];
  // The shared library is readable by every role (library:read): no client scope to add.
  const formRows = formKeys.length
    ? await db
        .select({ id: forms.id, key: forms.externalKey, name: forms.name, version: forms.version })
        .from(forms)
        .where(and(isNull(forms.clientId), eq(forms.status, 'ACTIVE'), inArray(forms.externalKey, formKeys)))
    : [];
  const questionRows = formRows.length
    ? await db
        .select({ formId: questions.formId, version: questions.version, key: questions.key, label: questions.label })
        .from(questions)
        .where(
          inArray(
            questions.formId,
            formRows.map((row) => row.id),
          ),
        )
    : [];
  const formByKey = new Map(formRows.map((row) => [row.key, row]));
  const labels = new Map(questionRows.map((row) => [`${row.formId}:${row.version}:${row.key}`, row.label]));
  return {
    version: rows[0]?.version ?? null,
    releases: rows.map((row) => ({
      version: row.version,
      date: row.releasedOn,
      summary: row.summary,
      appliedAt: toIso(row.appliedAt),
      changes: row.changes.map((change) => {
        const form = formByKey.get(change.form);
        return {
          formKey: change.form,
          formId: form?.id ?? null,
          formName: form?.name ?? null,
          questionKey: change.question ?? null,
          questionLabel:
            form && change.question ? (labels.get(`${form.id}:${form.version}:${change.question}`) ?? null) : null,
          change: change.change,
          reason: change.reason,
          sources: change.sources ?? [],
        };
      }),
    })),
  };
}
