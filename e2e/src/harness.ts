import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiServer } from './api-server.ts';
import type { Mailbox } from './mailbox.ts';

/** api: the shared server, for a test that stops and restarts it (it must be running again when the test ends). */
export type TestContext = {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  mailbox: Mailbox;
  browser: Browser;
  api: ApiServer;
};
/** serviceWorkers: 'allow' for a test of the offline app shell; the others block it (page.route cannot see what a worker answers). */
export type TestOptions = { serviceWorkers?: 'allow' | 'block' };
export type TestCase = { name: string; run: (t: TestContext) => Promise<void>; options: TestOptions };

const tests: TestCase[] = [];

/** Registers an end-to-end test; each runs alone, in a fresh browser context (own cookies and storage). */
export function test(name: string, run: TestCase['run'], options: TestOptions = {}) {
  tests.push({ name, run, options });
}

/** E2E_GREP (a case-insensitive pattern) runs only the tests whose name matches: for working on one screen. */
function selectTests() {
  const pattern = process.env.E2E_GREP;
  if (!pattern) return tests;
  const matcher = new RegExp(pattern, 'i');
  return tests.filter((testCase) => matcher.test(testCase.name));
}

export async function runTests(options: {
  browser: Browser;
  baseUrl: string;
  mailbox: Mailbox;
  artifactsDir: string;
  api: ApiServer;
}) {
  const results: Array<{ name: string; ok: boolean; ms: number; error?: unknown }> = [];
  for (const [index, testCase] of selectTests().entries()) {
    const context = await options.browser.newContext({
      baseURL: options.baseUrl,
      // Each test is a distinct visitor (the API trusts X-Forwarded-For here): the
      // per-IP limit on sign-in codes applies to each as it would in real life.
      extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(index / 250) % 250}.${(index % 250) + 1}` },
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1280, height: 800 },
      serviceWorkers: testCase.options.serviceWorkers ?? 'block',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const startedAt = performance.now();
    try {
      await testCase.run({
        page,
        context,
        baseUrl: options.baseUrl,
        mailbox: options.mailbox,
        browser: options.browser,
        api: options.api,
      });
      results.push({ name: testCase.name, ok: true, ms: performance.now() - startedAt });
      console.log(`  ✔ ${testCase.name} (${Math.round(performance.now() - startedAt)} ms)`);
    } catch (error) {
      results.push({ name: testCase.name, ok: false, ms: performance.now() - startedAt, error });
      const file = `${options.artifactsDir}/${testCase.name.replace(/[^a-z0-9]+/gi, '-')}.png`;
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.log(
        `  ✘ ${testCase.name} (${Math.round(performance.now() - startedAt)} ms)\n    ${String(error instanceof Error ? error.stack : error).replace(/\n/g, '\n    ')}\n    capture : ${file}`,
      );
    } finally {
      await context.close();
    }
  }
  return results;
}
