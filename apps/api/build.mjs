// Issue 16 item 2: the API compiled to plain JavaScript for `npm start`, so no
// TypeScript compiler runs in production. esbuild bundles our own code (the API and
// the @qc/shared sources it imports, .ts and .tsx) into dist/; every other package
// stays an import of node_modules, loaded as published. Entry points: the server, the
// PDF render worker side by side (reports/pool.ts looks for render-worker.js next to
// itself) and the backup tool (db-tools.js backup|restore). Type checking stays `tsc -p apps/api`.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const outdir = `${root}dist`;
const startedAt = performance.now();

/** Bare imports stay external, except our workspace package, which ships TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@qc/shared')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'render-worker': 'src/reports/render-worker.ts',
    'db-tools': 'src/db-tools.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Dynamic imports (the AWS SDK, ExcelJS…) become chunks loaded on first use, not at start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20.19',
  jsx: 'automatic',
  sourcemap: 'linked',
  // Stack traces and logs keep readable names.
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
const bytes = Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0);
process.stdout.write(
  `API compilée dans ${outdir} (${(bytes / 1024 / 1024).toFixed(1)} Mo, ${Math.round(performance.now() - startedAt)} ms)\n`,
);
