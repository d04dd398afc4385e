import { defineConfig } from '@playwright/test';
import { CHROMIUM_MISSING_MESSAGE, CONTEXT_OPTIONS, findChromium } from './src/browser.ts';

const chromium = await findChromium();
if (!chromium) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
// Said once, by the runner (each worker loads this file again).
if (!process.env.TEST_WORKER_INDEX) console.log(`Chromium : ${chromium.origin}`);

/**
 * Each worker runs its own API on its own data folder (src/fixtures.ts); a file's tests run in order on one
 * worker, the files spread over the workers. E2E_WORKERS sets their number, E2E_GREP (a case-insensitive
 * pattern) runs only the tests whose name matches.
 */
export default defineConfig({
  testDir: './src/tests',
  testMatch: '**/*.ts',
  outputDir: './artifacts/results',
  globalSetup: './src/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: true,
  retries: 0,
  timeout: 180_000,
  // Web-first assertions retry as long as an action waits (the context's 10 s, src/fixtures.ts), not 5 s.
  expect: { timeout: 10_000 },
  grep: process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP, 'i') : undefined,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromium.executablePath,
      args: chromium.args,
      // Playwright gives the browser only `env` when set: the test process's own, plus the browser's needs.
      ...(Object.keys(chromium.env).length > 0 ? { env: { ...process.env, ...chromium.env } } : {}),
    },
    ...CONTEXT_OPTIONS,
    // A failure keeps its trace: DOM snapshots, network, console, sources. Not the screencast: its frames cost about a
    // sixth of the tests' CPU on two cores (ADR 034), and the failure's screenshot is kept beside the trace.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
