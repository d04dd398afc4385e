import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, startApi, type ApiServer } from './api-server.ts';
import { CHROMIUM_MISSING_MESSAGE, findChromium, launchChromium } from './browser.ts';
import { runTests } from './harness.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import './tests/guards.ts';
import './tests/profiles.ts';
import './tests/establishment.ts';
import './tests/home.ts';
import './tests/group-view.ts';
import './tests/account.ts';
import './tests/users.ts';
import './tests/questionnaires.ts';
import './tests/action-plans.ts';
import './tests/evaluations.ts';
import './tests/admin-members-documents.ts';
import './tests/admin-establishments.ts';
import './tests/library.ts';
import './tests/library-releases.ts';
import './tests/live.ts';
import './tests/audit.ts';
import './tests/weight.ts';
import './tests/everyday.ts';
import './tests/traps.ts';
import './tests/offline-shell.ts';
import './tests/accessibility.ts';
import './tests/screenshot.ts';
import './tests/campaigns.ts';
import './tests/board-report.ts';
import './tests/keyboard-finish.ts';

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}

const startedAt = performance.now();
const artifactsDir = path.join(ROOT_DIR, 'e2e/artifacts');
mkdirSync(artifactsDir, { recursive: true });

// E2E_WEB_DIST builds the SPA into a private folder, so that several runs can share one checkout.
const webDistDir = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(ROOT_DIR, 'apps/web/dist');
console.log('Construction du web…');
execFileSync('npm', ['run', 'build', '-w', '@qc/web', '--', '--outDir', webDistDir, '--emptyOutDir'], {
  cwd: ROOT_DIR,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let mailbox: Mailbox | undefined;
let api: ApiServer | undefined;
let exitCode = 1;
try {
  mailbox = await startMailbox();
  api = await startApi({ smtpUrl: mailbox.url, webDistDir });
  console.log(`API prête sur ${api.baseUrl}, SMTP de test sur ${mailbox.url}`);
  const browser = await launchChromium(chromiumPath);
  try {
    const results = await runTests({ browser, baseUrl: api.baseUrl, mailbox, artifactsDir, api });
    const failed = results.filter((result) => !result.ok).length;
    console.log(
      `\n${results.length - failed} réussi(s), ${failed} échoué(s) en ${Math.round((performance.now() - startedAt) / 1000)} s`,
    );
    exitCode = failed === 0 ? 0 : 1;
    if (failed > 0)
      console.log(
        `Journal de l'API (fin) :\n${api.logs
          .join('')
          .split('\n')
          .filter((line) => !line.includes('/assets/'))
          .slice(-25)
          .join('\n')}`,
      );
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error);
  if (api)
    console.error(
      api.logs
        .join('')
        .split('\n')
        .filter((line) => !line.includes('/assets/'))
        .slice(-25)
        .join('\n'),
    );
} finally {
  await api?.stop();
  await mailbox?.close();
}
process.exit(exitCode);
