// The server runs TypeScript through tsx (`node --import tsx`, or vitest), but a worker
// thread starts from a plain file. This bootstrap loads the TypeScript worker with tsx's
// scoped import (it does not touch the loaders the thread may already have), using the
// API's tsconfig so .tsx compiles with the automatic JSX runtime. Once the server is
// compiled to JavaScript, pool.ts finds render-worker.js and never loads this file.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./render-worker.ts', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
});
export default worker.default;
