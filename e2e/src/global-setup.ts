import { execFileSync } from 'node:child_process';
import { ROOT_DIR, webDistDir } from './api-server.ts';

/** Builds the SPA once, before the workers start their APIs on it. */
export default function globalSetup() {
  console.log('Construction du web…');
  execFileSync('npm', ['run', 'build', '-w', '@qc/web', '--', '--outDir', webDistDir(), '--emptyOutDir'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
