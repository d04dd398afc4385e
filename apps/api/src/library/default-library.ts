import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LIBRARY_DIR, mergeLibraryParts } from '@qc/shared/library/default-parts';
import { mergeLibraryReleases, type LibraryRelease } from '@qc/shared/library/releases';
import type { RecordedSource } from '@qc/shared/library/sources';

const require = createRequire(import.meta.url);

/** The part files of the default library, in file-name order. */
function readDefaultLibraryParts(): unknown[] {
  const dir = path.join(path.dirname(require.resolve('@qc/shared/package.json')), DEFAULT_LIBRARY_DIR);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown);
}

/** The default French library shipped with the product, in the portable format (its parts merged). */
export function readDefaultLibrary(): unknown {
  return mergeLibraryParts(readDefaultLibraryParts());
}

/** The default library with its releases (ADR 029), oldest first: the last one is its version. */
export function readDefaultLibraryRelease(): { file: unknown; releases: LibraryRelease[] } {
  const parts = readDefaultLibraryParts();
  return { file: mergeLibraryParts(parts), releases: mergeLibraryReleases(parts) };
}

let recordedSources: RecordedSource[] | undefined;

/**
 * The sources every part of the default library records (ADR 025), read once:
 * the portable format leaves them out of the database, so the reading room
 * serves them from the files the shared library was imported from.
 */
export function defaultLibrarySources(): readonly RecordedSource[] {
  recordedSources ??= readDefaultLibraryParts().flatMap((part) =>
    ((part as { sources?: RecordedSource[] }).sources ?? []).map(({ cites, title, url, checkedOn }) => ({
      cites,
      title,
      url,
      checkedOn,
    })),
  );
  return recordedSources;
}
