import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LIBRARY_DIR, mergeLibraryParts } from '@qc/shared/library/default-parts';

const require = createRequire(import.meta.url);

/** The default French library shipped with the product, in the portable format (its parts merged). */
export function readDefaultLibrary(): unknown {
  const dir = path.join(path.dirname(require.resolve('@qc/shared/package.json')), DEFAULT_LIBRARY_DIR);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return mergeLibraryParts(files.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown));
}
