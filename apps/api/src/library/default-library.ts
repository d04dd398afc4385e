import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The default French library shipped with the product, in the portable format. */
export function readDefaultLibrary(): unknown {
  const sharedDir = path.dirname(require.resolve('@qc/shared/package.json'));
  return JSON.parse(readFileSync(path.join(sharedDir, 'src/library/default-library.json'), 'utf8'));
}
