import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { installFrenchMessages } from '@qc/shared/validation/messages';
import { createApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { createMailQueue } from '../../src/mail/queue.ts';
import { createS3Storage } from '../../src/documents/s3-storage.ts';
import { createDiskStorage, createMemoryStorage } from '../../src/documents/storage.ts';
import { createReportPool, type ReportPoolOptions } from '../../src/reports/pool.ts';
import { openTestDatabase } from './database.ts';
import { startLocalS3 } from './s3.ts';
import { extractCode, isCodeMail, startSmtpServer, type SmtpCapture } from './smtp.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestResponse<T = any> = { status: number; body: T; headers: Headers };

/**
 * The whole API in process, on its own database, sending its mail to a real
 * local SMTP server. Requests carry a client IP (X-Forwarded-For, trusted
 * here) so rate limits apply as in production.
 */
export async function createTestContext(
  options: { reports?: ReportPoolOptions; storage?: 'memory' | 's3' | 'disk'; isShuttingDown?: () => boolean } = {},
) {
  installFrenchMessages();
  const database: DatabaseHandle = await openTestDatabase();
  const smtp: SmtpCapture = await startSmtpServer();
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  // As in production (issue 15 item 5): every mail goes through the outbox, delivered by its worker.
  const mailer = createMailQueue({
    db: database.db,
    transport: createMailer({ smtpUrl: smtp.url, from: 'test@qualite-conformite.local', logger }),
    logger,
  });
  mailer.start(500);
  // PDF render threads start on the first report only: most files never render one.
  const reports = createReportPool(options.reports);
  // STORAGE=s3 (issue 16): documents and evidence through a local S3 server instead of memory.
  const s3 = (options.storage ?? process.env.STORAGE) === 's3' ? await startLocalS3() : null;
  // 'disk' (issue 34 item 11): the production default, under a temporary folder removed on close.
  const diskDir = options.storage === 'disk' ? await mkdtemp(path.join(tmpdir(), 'qc-files-')) : null;
  const storage = s3 ? createS3Storage(s3.settings) : diskDir ? createDiskStorage(diskDir) : createMemoryStorage();
  const { app, auth } = createApp({
    config: {
      publicUrl: TEST_ORIGIN,
      authSecret: 'test-secret-that-is-long-enough-for-better-auth',
      trustProxy: true,
      webDistDir: '/nonexistent',
      posthogKey: null,
      posthogHost: 'http://127.0.0.1:9',
    },
    database,
    mailer,
    logger,
    storage,
    reports,
    ...(options.isShuttingDown ? { isShuttingDown: options.isShuttingDown } : {}),
  });
  let ipCounter = 0;
  const nextIp = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}`;

  async function request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      'x-forwarded-for': options.ip ?? '10.255.0.1',
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    const response = await app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** Cookie header value from a response's Set-Cookie headers. */
  function cookiesOf(response: TestResponse): string {
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  async function requestCode(email: string, ip = nextIp()): Promise<string> {
    const since = smtp.mails.length;
    const sent = await request('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email, type: 'sign-in' },
      ip,
    });
    if (sent.status !== 200) throw new Error(`send-verification-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
    return extractCode(await smtp.waitForMail(email, since, 5000, isCodeMail));
  }

  /** Signs in with the code received by e-mail; returns the session cookie. */
  async function signIn(email: string): Promise<string> {
    const ip = nextIp();
    const otp = await requestCode(email, ip);
    const response = await request('POST', '/api/auth/sign-in/email-otp', { body: { email, otp }, ip });
    if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${JSON.stringify(response.body)}`);
    return cookiesOf(response);
  }

  return {
    app,
    auth,
    db: database.db,
    database,
    reports,
    smtp,
    s3,
    diskDir,
    storage,
    request,
    cookiesOf,
    requestCode,
    signIn,
    nextIp,
    mailer,
    close: async () => {
      await mailer.stop();
      await reports.close();
      await smtp.close();
      await s3?.close();
      if (diskDir) await rm(diskDir, { recursive: true, force: true });
      await database.close();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
