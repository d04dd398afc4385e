import { spawn } from 'node:child_process';
import { ROOT_DIR, webDistDir } from './api-server.ts';
import { prepareDemoData } from './demo-data.ts';

/** Builds the SPA once for every worker (they serve the same folder). */
function buildWeb() {
  const build = spawn('npm', ['run', 'build', '-w', '@qc/web', '--', '--outDir', webDistDir(), '--emptyOutDir'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise<void>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Construction du web : code ${code}`))));
  });
}

/**
 * Before the workers start: the SPA built and the demo data folder prepared, side by side (the API's first
 * start does not need the SPA). The teardown removes the prepared folder.
 */
export default async function globalSetup() {
  const startedAt = Date.now();
  console.log('Construction du web et préparation des données de démonstration…');
  const [built, prepared] = await Promise.allSettled([buildWeb(), prepareDemoData()]);
  if (built.status === 'rejected') {
    if (prepared.status === 'fulfilled') prepared.value();
    throw built.reason;
  }
  if (prepared.status === 'rejected') throw prepared.reason;
  console.log(`Prêt en ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return prepared.value;
}
