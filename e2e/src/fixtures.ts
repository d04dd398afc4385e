import { test as base, type Page } from '@playwright/test';
import { logTail, startApi, webDistDir, type ApiServer } from './api-server.ts';
import { ACCOUNTS, signInWithCode } from './helpers.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { createSessions, SESSION_COOKIE } from './sessions.ts';

/** Sessions made beforehand for each demo account, each handed to one sign-in: more than a worker's tests use. */
const SESSIONS_PER_ACCOUNT = 40;

type WorkerFixtures = {
  /** The local SMTP server the worker's API sends to (DESIGN §2: tests read real mails). */
  mailbox: Mailbox;
  /**
   * The worker's own API, on a fresh PGlite data folder, serving the built SPA: the worker's files share it,
   * in order. `pause()`/`start()` stop and restart it on the same port and data (it must run again when a test ends).
   */
  api: ApiServer;
  /** Signed session cookies of the demo accounts, written into the API's database before it served anything. */
  accountSessions: Map<string, string[]>;
  /**
   * `test.use({ ownApi: true })` runs a file's or a describe's tests in a worker of their own, so on an API of
   * their own: for a test that changes demo data another file reads (the old harness ran such tests last).
   */
  ownApi: boolean;
};

type TestFixtures = {
  baseUrl: string;
  /**
   * Signs `page`'s context in as `email` without the mail round-trip: a session made in the database, set as
   * better-auth's cookie, then the home. A session revoked meanwhile (« Déconnecter toutes les sessions ») is
   * skipped; with none left, the real sign-in by code and mail.
   */
  signIn: (page: Page, email: string) => Promise<void>;
  /** A failed test's report ends with the API's last log lines, as the old harness printed them. */
  apiLogOnFailure: void;
};

let visitor = 0;

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
  api: [
    // ownApi is read so that a worker is tied to its value: Playwright never mixes two values in one worker.
    async ({ mailbox, ownApi: _ownApi }, use) => {
      const api = await startApi({ smtpUrl: mailbox.url, webDistDir: webDistDir() });
      try {
        await use(api);
      } finally {
        await api.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  accountSessions: [
    async ({ api }, use) => {
      // The database lives inside the API process: stopped while the sessions are written, then started again.
      await api.pause();
      const emails = Object.values(ACCOUNTS).map((account) => account.email);
      const sessions = await createSessions(api.dataDir, emails, SESSIONS_PER_ACCOUNT).finally(() => api.start());
      await use(sessions);
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ api }, use) => use(api.baseUrl),
  baseUrl: async ({ api }, use) => use(api.baseUrl),
  // Each test is a distinct visitor (the API trusts X-Forwarded-For here): the per-IP limit on sign-in
  // codes applies to each as it would in real life.
  // eslint-disable-next-line no-empty-pattern -- as above.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitor += 1;
    await use({
      'x-forwarded-for': `10.${77 + testInfo.parallelIndex}.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`,
    });
  },
  context: async ({ context }, use) => {
    context.setDefaultTimeout(10_000);
    await use(context);
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
});

export { expect } from '@playwright/test';
