import * as v from 'valibot';
import { compareDottedNumbers } from '../common/dotted-numbers.ts';

/**
 * Releases of the default library (ADR 029). Each part file of `default/`
 * carries, beside its `sources`, a `releases` array: for each release of the
 * library that changed something in that part, its version, date, a summary
 * and, per changed question, what changed and why (the article that moved,
 * the source read). The library's version is the highest release of all parts.
 *
 * Versions read « YYYY.MM » for the release of a month and « YYYY.MM.N » for
 * the corrections that follow it in the same month; they compare number by number.
 */
export const LIBRARY_VERSION_PATTERN = /^\d{4}\.(0[1-9]|1[0-2])(\.[1-9]\d*)?$/;

export const LibraryChangeSchema = v.object({
  /** The key of the form changed. */
  form: v.pipe(v.string(), v.nonEmpty()),
  /** The key of the question changed; absent for a change of the whole form (new form, description). */
  question: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** What changed, for a reader of the reading room. */
  change: v.pipe(v.string(), v.nonEmpty()),
  /** Why: the article or the source that justifies it. */
  reason: v.pipe(v.string(), v.nonEmpty()),
  /** The citations (as in a question's reference) whose recorded source supports the change. */
  sources: v.optional(v.array(v.pipe(v.string(), v.nonEmpty()))),
});
export type LibraryChange = v.InferOutput<typeof LibraryChangeSchema>;

export const LibraryReleaseSchema = v.object({
  version: v.pipe(v.string(), v.regex(LIBRARY_VERSION_PATTERN)),
  /** YYYY-MM-DD. */
  date: v.pipe(v.string(), v.isoDate()),
  summary: v.pipe(v.string(), v.nonEmpty()),
  changes: v.optional(v.array(LibraryChangeSchema), []),
});
export type LibraryRelease = v.InferOutput<typeof LibraryReleaseSchema>;

/** Negative when `a` is older than `b`, 0 when equal, positive when newer. */
export const compareLibraryVersions: (a: string, b: string) => number = compareDottedNumbers;

/**
 * The releases of all parts, merged by version (a release that touched two
 * parts lists the changes of both), oldest first. Throws, in French, on a
 * malformed entry or on a version the parts date differently: the default
 * library's test and the start-up both read it.
 */
export function mergeLibraryReleases(parts: readonly unknown[]): LibraryRelease[] {
  const byVersion = new Map<string, LibraryRelease>();
  for (const [index, part] of parts.entries()) {
    const raw = (part as { releases?: unknown }).releases ?? [];
    const result = v.safeParse(v.array(LibraryReleaseSchema), raw);
    if (!result.success) {
      const issue = result.issues[0];
      throw new Error(
        `Bibliothèque par défaut, partie ${index + 1} : version de la bibliothèque invalide (${v.getDotPath(issue) ?? 'releases'} : ${issue.message})`,
      );
    }
    for (const release of result.output) {
      const known = byVersion.get(release.version);
      if (!known) {
        byVersion.set(release.version, { ...release, changes: [...release.changes] });
      } else if (known.date !== release.date) {
        throw new Error(
          `Bibliothèque par défaut : la version ${release.version} est datée du ${known.date} et du ${release.date}`,
        );
      } else {
        known.changes.push(...release.changes);
        if (!known.summary.includes(release.summary)) known.summary = `${known.summary} ${release.summary}`;
      }
    }
  }
  return [...byVersion.values()].sort((a, b) => compareLibraryVersions(a.version, b.version));
}

/** The library's version: its newest release, or null when no part has any. */
export function latestLibraryVersion(releases: readonly LibraryRelease[]): string | null {
  return releases.at(-1)?.version ?? null;
}
