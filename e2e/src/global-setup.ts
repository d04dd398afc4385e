import { spawn } from 'node:child_process';
import { ROOT_DIR, webDistDir } from './api-server.ts';
import { prepareDemoData } from './demo-data.ts';

/**
 * Builds the SPA once for every worker (they serve the same folder). E2E_WEB_PREBUILT=1 serves E2E_WEB_DIST as
 * it is: a build made earlier, while the web sources are being changed in the same checkout.
 */
function buildWeb() {
  if (process.env.E2E_WEB_PREBUILT === '1' && process.env.E2E_WEB_DIST) return Promise.resolve();
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
