import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logTail, startApi, webDistDir, type ApiServer } from './api-server.ts';
import { CONTEXT_OPTIONS } from './browser.ts';
import { copyDemoData, readDemoSessions } from './demo-data.ts';
import { ACCOUNTS, signInWithCode } from './helpers.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { SESSION_COOKIE } from './sessions.ts';

type WorkerFixtures = {
  /** The local SMTP server the worker's API sends to (DESIGN §2: tests read real mails). */
  mailbox: Mailbox;
  /**
   * The worker's own API, started once on its own copy of the demo data folder prepared by the global setup
   * (src/demo-data.ts), serving the built SPA: the worker's files share it, in order. `pause()`/`start()` stop
   * and restart it on the same port and data (it must run again when a test ends).
   */
  api: ApiServer;
  /** Signed session cookies of the demo accounts, written into the prepared database before any API served it. */
  accountSessions: Map<string, string[]>;
  /**
   * `test.use({ ownApi: true })` runs a file's or a describe's tests in a worker of their own, so on an API of
   * their own: for a test that changes demo data another file reads (the old harness ran such tests last).
   */
  ownApi: boolean;
  /** When the API's hourly jobs (reminders, expiry digests) first run, as REMINDERS_FIRST_RUN_MS: 30 s by default. */
  firstRemindersAfterMs: number;
};

type TestFixtures = {
  baseUrl: string;
  /**
   * Signs `page`'s context in as `email` without the mail round-trip: a session made in the database, set as
   * better-auth's cookie, then the home. A session revoked meanwhile (« Déconnecter toutes les sessions ») is
   * skipped; with none left, the real sign-in by code and mail.
   */
  signIn: (page: Page, email: string) => Promise<void>;
  /**
   * A page in another browser of its own (its own cookies, another visitor), closed when the test ends: a
   * colleague's, for what one user sees of another's work.
   */
  newVisitor: () => Promise<Page>;
  /** A failed test's report ends with the API's last log lines, as the old harness printed them. */
  apiLogOnFailure: void;
} & SignedInPages;

type Account = keyof typeof ACCOUNTS;

/** `page` already signed in as a demo account (`signIn`) on the home page: `adminPage`, `directorPage`, … */
type SignedInPages = { [account in Account as `${account}Page`]: Page };

function signedInPage(account: Account) {
  return async (
    { page, signIn }: { page: Page; signIn: TestFixtures['signIn'] },
    use: (page: Page) => Promise<void>,
  ) => {
    await signIn(page, ACCOUNTS[account].email);
    await use(page);
  };
}

let visitor = 0;

/**
 * Each browser context is a distinct visitor (the API trusts X-Forwarded-For here): the per-IP limit on sign-in
 * codes applies to each as it would in real life. Worker by worker, so that no two workers share one.
 */
function nextVisitorAddress(parallelIndex: number) {
  visitor += 1;
  return `10.${77 + parallelIndex}.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

/** A context as the suite's own (src/browser.ts), on `baseURL`, as a new visitor. */
export async function newVisitorContext(browser: Browser, baseURL: string, parallelIndex: number) {
  const context = await browser.newContext({
    ...CONTEXT_OPTIONS,
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress(parallelIndex) },
  });
  context.setDefaultTimeout(10_000);
  return context;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  ownApi: [false, { scope: 'worker', option: true }],
  firstRemindersAfterMs: [30_000, { scope: 'worker', option: true }],
  api: [
    // ownApi is read so that a worker is tied to its value: Playwright never mixes two values in one worker.
    async ({ mailbox, ownApi: _ownApi, firstRemindersAfterMs }, use) => {
      const api = await startApi({
        smtpUrl: mailbox.url,
        webDistDir: webDistDir(),
        dataDir: copyDemoData(),
        env: { REMINDERS_FIRST_RUN_MS: String(firstRemindersAfterMs) },
      });
      try {
        await use(api);
      } finally {
        await api.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  accountSessions: [async ({}, use) => use(readDemoSessions()), { scope: 'worker' }],
  baseURL: async ({ api }, use) => use(api.baseUrl),
  baseUrl: async ({ api }, use) => use(api.baseUrl),
  // eslint-disable-next-line no-empty-pattern -- as above.
  extraHTTPHeaders: async ({}, use, testInfo) => use({ 'x-forwarded-for': nextVisitorAddress(testInfo.parallelIndex) }),
  context: async ({ context }, use) => {
    context.setDefaultTimeout(10_000);
    await use(context);
  },
  newVisitor: async ({ browser, baseUrl }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await newVisitorContext(browser, baseUrl, testInfo.parallelIndex);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  apiLogOnFailure: [
    async ({ api }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('api.log', { body: logTail(api) });
    },
    { auto: true },
  ],
  signIn: async ({ api, accountSessions, mailbox }, use) => {
    await use(async (page, email) => {
      const pool = accountSessions.get(email) ?? [];
      let cookie: string | undefined;
      while (!cookie && pool.length > 0) {
        const candidate = pool.shift()!;
        const response = await fetch(`${api.baseUrl}/api/auth/get-session`, {
          headers: { cookie: `${SESSION_COOKIE}=${candidate}`, 'x-forwarded-for': '10.99.0.1' },
        });
        if (response.ok && (await response.json())?.session) cookie = candidate;
      }
      if (!cookie) return signInWithCode(page, mailbox, email);
      await page.context().addCookies([{ name: SESSION_COOKIE, value: cookie, url: api.baseUrl }]);
      // The first page a worker's API serves after its (re)start may be slow on a busy machine: 30 s, not 10.
      await page.goto('/', { timeout: 30_000 });
      await page.getByRole('heading', { name: /^Bonjour/ }).waitFor({ timeout: 30_000 });
    });
  },
  adminPage: signedInPage('admin'),
  clientMasterPage: signedInPage('clientMaster'),
  directorPage: signedInPage('director'),
  collaboratorPage: signedInPage('collaborator'),
});

export { expect } from '@playwright/test';
