import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalS3 } from './support/s3.ts';
import {
  apiRoot,
  currentRssKb,
  logLines,
  resetRssPeak,
  rssPeakKb,
  startReplicaPair,
  stopReplicaPair,
  type Proxy,
  type Replica,
  type ReplicaPair,
} from './support/replicas.ts';
import { extractCode, type SmtpCapture } from './support/smtp.ts';

/**
 * Issue 16 item 3: two compiled API processes started at the same moment on one
 * fresh PostgreSQL database and one S3 bucket, as a rolling deploy of two
 * replicas behind a load balancer would run them. Each request below names the
 * process it goes to, so "through the other" is never left to a balancer's choice.
 * PGlite is one process by design (decision 004): skipped there.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const DIRECTOR = 'directrice@demo.qualite-conformite.fr';

describe.skipIf(!serverUrl)(
  'two API processes on one PostgreSQL and one S3 bucket (PostgreSQL only, TEST_DATABASE_URL: PGlite is one process)',
  () => {
    const databaseName = `qc_replicas_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    let databaseUrl: string;
    let s3: LocalS3;
    let smtp: SmtpCapture;
    let a: Replica;
    let b: Replica;
    let proxy: Proxy;
    let cookie: string;
    let establishmentId: string;
    let readyAt: number;
    const pair: Partial<ReplicaPair> = {};

    /**
     * A request through the proxy, pinned to one replica (`x-replica`) or, with null,
     * to whichever the proxy's round robin picks. The answer says who served it.
     */
    function call(replica: Replica | null, route: string, init: RequestInit & { ip?: string } = {}) {
      const headers = new Headers(init.headers);
      headers.set('origin', proxy.url);
      // The browser's address, as the proxy in front of the balancer would have written it.
      headers.set('x-forwarded-for', init.ip ?? '10.1.0.1');
      if (replica) headers.set('x-replica', replica.name);
      if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
      return fetch(proxy.url + route, { ...init, headers });
    }
    const json = (body: unknown) => ({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

    beforeAll(async () => {
      ({ databaseUrl, s3, smtp, a, b, proxy, readyAt } = await startReplicaPair(pair, serverUrl!, databaseName));
    }, 120_000);

    afterAll(() => stopReplicaPair(pair, serverUrl!, databaseName), 60_000);

    it('both come up on a fresh database: migrations applied once, the library and the demo seeded once', async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const journal = JSON.parse(await readFile(path.join(apiRoot, 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const migrations = await client.query('select count(*)::int as total from drizzle.__drizzle_migrations');
        expect(migrations.rows[0].total).toBe(journal.entries.length);
        const forms = await client.query('select count(*)::int as total from forms');
        const imports = [a, b].flatMap((replica) =>
          logLines(replica).filter((line) => /^Bibliothèque par défaut .*appliquée$/.test(String(line.msg))),
        );
        // One import, by one process, and the forms it created are all there is: none twice.
        expect(imports).toHaveLength(1);
        const summary = (imports[0]!.library as { summary: { formsCreated: number } }).summary;
        expect(summary.formsCreated).toBeGreaterThan(0);
        expect(forms.rows[0].total).toBe(summary.formsCreated);
        const users = await client.query('select count(*)::int as total from "user" where email = $1', [DIRECTOR]);
        expect(users.rows[0].total).toBe(1);
      } finally {
        await client.end();
      }
      for (const replica of [a, b]) expect((await call(replica, '/readyz')).status).toBe(200);
      // Unpinned, the proxy spreads requests over both.
      const served = new Set<string | null>();
      for (let index = 0; index < 4; index += 1) {
        const answer = await call(null, '/readyz');
        expect(answer.status).toBe(200);
        served.add(answer.headers.get('x-replica'));
      }
      expect([...served].sort()).toEqual(['a', 'b']);
    });

    it('signs in through one process and works through the other', async () => {
      const since = smtp.mails.length;
      const sent = await call(
        a,
        '/api/auth/email-otp/send-verification-otp',
        json({ email: DIRECTOR, type: 'sign-in' }),
      );
      expect(sent.status).toBe(200);
      const otp = extractCode(await smtp.waitForMail(DIRECTOR, since));
      const signedIn = await call(b, '/api/auth/sign-in/email-otp', json({ email: DIRECTOR, otp }));
      expect(signedIn.status).toBe(200);
      expect([sent.headers.get('x-replica'), signedIn.headers.get('x-replica')]).toEqual(['a', 'b']);
      cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const listed = await call(a, '/api/v1/establishments?pageSize=50');
      expect(listed.status).toBe(200);
      const body = (await listed.json()) as { items: Array<{ id: string }> };
      expect(body.items.length).toBeGreaterThan(0);
      establishmentId = body.items[0]!.id;
    });

    it('serves through one process a document uploaded through the other, and deletes it for both', async () => {
      const scratch = await mkdtemp(path.join(tmpdir(), 'qc-replicas-file-'));
      try {
        const size = 19 * 1024 * 1024;
        const bytes = Buffer.alloc(size, 0x20);
        bytes.write('%PDF-1.7\n', 0, 'latin1');
        bytes.write('\n%%EOF', size - 6, 'latin1');
        const source = path.join(scratch, 'projet.pdf');
        await writeFile(source, bytes);
        const sha256 = createHash('sha256').update(bytes).digest('hex');

        const form = new FormData();
        form.append('file', await openAsBlob(source, { type: 'application/pdf' }), 'projet.pdf');
        form.append('type', 'AUTRE');
        const objectsBefore = await s3.objectCount();
        await resetRssPeak(a.child.pid!);
        const baseA = await rssPeakKb(a.child.pid!);
        const uploaded = await call(a, `/api/v1/establishments/${establishmentId}/documents`, {
          method: 'POST',
          body: form,
        });
        expect(uploaded.status).toBe(201);
        const document = (await uploaded.json()) as { id: string; sha256: string };
        expect(document.sha256).toBe(sha256);
        expect(await s3.objectCount()).toBe(objectsBefore + 1);
        const uploadPeakKb = (await rssPeakKb(a.child.pid!)) - baseA;

        await resetRssPeak(b.child.pid!);
        const baseB = await rssPeakKb(b.child.pid!);
        const downloaded = await call(b, `/api/v1/documents/${document.id}/download`);
        expect(downloaded.status).toBe(200);
        const chunks = (downloaded.body as unknown as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
        const hash = createHash('sha256');
        let length = 0;
        // A slow client: 1 MiB read, then a pause. Streamed, the server waits for it with a
        // few chunks in hand; read ahead or buffered, it would hold the other 18 MiB meanwhile.
        while (length < 1024 * 1024) {
          const { value } = await chunks.next();
          hash.update(value!);
          length += value!.byteLength;
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const heldKb = (await currentRssKb(b.child.pid!)) - baseB;
        for (;;) {
          const { value, done } = await chunks.next();
          if (done) break;
          hash.update(value);
          length += value.byteLength;
        }
        expect({ length, sha256: hash.digest('hex') }).toEqual({ length: size, sha256 });
        const downloadPeakKb = (await rssPeakKb(b.child.pid!)) - baseB;
        console.info(
          `19 MiB par S3 — mémoire résidente : pic à l'envoi +${Math.round(uploadPeakKb / 1024)} Mo (processus a), ` +
            `pic au téléchargement +${Math.round(downloadPeakKb / 1024)} Mo, pendant la pause du client +${Math.round(heldKb / 1024)} Mo (processus b)`,
        );
        // Resident memory moves with the collector's timing (6 to 30 MB measured during the pause):
        // the figures are printed for the operator's page, not asserted. The proof that nothing
        // reads ahead of the client is streaming.test.ts, which counts the chunks pulled.

        expect((await call(b, `/api/v1/documents/${document.id}`, { method: 'DELETE' })).status).toBe(204);
        expect((await call(a, `/api/v1/documents/${document.id}/download`)).status).toBe(404);
        // The demo's own documents stay; this one is gone from the bucket.
        expect(await s3.objectCount()).toBe(objectsBefore);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    });

    it('delivers a change made through one process to a live stream opened on the other', async () => {
      const controller = new AbortController();
      const stream = await call(b, `/api/v1/establishments/${establishmentId}/action-plan/events`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      const received = (async () => {
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) throw new Error('flux fermé');
          buffer += value;
          const block = buffer.split('\n\n').find((part) => part.includes('event: message'));
          if (block)
            return JSON.parse(
              block
                .split('\n')
                .find((line) => line.startsWith('data: '))!
                .slice(6),
            );
        }
      })();
      // LISTEN is set up when the first stream opens: give it a moment before publishing.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // An action has a responsible and a due date (DOMAIN.md, issue 19 item 8): the first of the team.
      const team = (await (await call(a, `/api/v1/establishments/${establishmentId}/members?pageSize=50`)).json()) as {
        items: Array<{ effectiveMemberId: string }>;
      };
      const created = await call(
        a,
        '/api/v1/actions',
        json({
          establishmentId,
          title: 'Afficher le protocole (répliques)',
          responsibleId: team.items[0]!.effectiveMemberId,
          dueDate: '2030-06-28',
        }),
      );
      expect(created.status).toBe(201);
      const action = (await created.json()) as { id: string };
      const event = await Promise.race([
        received,
        new Promise((_, reject) => setTimeout(() => reject(new Error('aucun événement reçu')), 10_000)),
      ]);
      expect(event).toMatchObject({ type: 'action', subject: action.id });
      controller.abort();
    });

    it('shares the per-address code limit between the processes', async () => {
      const email = 'limite-repliques@example.fr';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const replica = attempt % 2 === 0 ? a : b;
        const response = await call(
          replica,
          '/api/auth/email-otp/send-verification-otp',
          json({ email, type: 'sign-in' }),
        );
        statuses.push(response.status);
      }
      // 5 codes an hour for one address (auth-limits.ts), whichever process is asked.
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    });

    it('sends the overdue reminders once, though both processes run the job', async () => {
      // Both replicas became ready together; each runs the job 12 s later (REMINDERS_FIRST_RUN_MS).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, readyAt + 16_000 - Date.now())));
      const reminders = smtp.mails.filter((mail) => /en retard/.test(mail.raw));
      expect(reminders.length).toBeGreaterThan(0);
      const recipients = reminders.flatMap((mail) => mail.to);
      expect(new Set(recipients).size).toBe(recipients.length);
      const sentBy = [a, b].filter((replica) =>
        logLines(replica).some((line) => line.msg === 'Rappels des actions en retard envoyés'),
      );
      expect(sentBy).toHaveLength(1);
    }, 40_000);

    it('keeps an idle kept-alive connection open past Node’s 5 s default, so a reused socket is never reset', async () => {
      // A client that reuses its connection as the server drops it gets ECONNRESET on a plain GET (seen in CI).
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const get = () =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const request = httpGet(`${a.url}/healthz`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode!, reused: request.reusedSocket }));
          });
          request.on('error', reject);
        });
      try {
        expect(await get()).toEqual({ status: 200, reused: false });
        await new Promise((resolve) => setTimeout(resolve, 6_500));
        expect(await get()).toEqual({ status: 200, reused: true });
      } finally {
        agent.destroy();
      }
    }, 20_000);

    it('stops cleanly on SIGTERM, ending the live streams and closing the database', async () => {
      const controller = new AbortController();
      const stream = await call(a, `/api/v1/establishments/${establishmentId}/action-plan/events`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      const drained = (async () => {
        for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) void chunk;
      })().catch(() => undefined);
      const stoppedAt = Date.now();
      a.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      await drained;
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
      expect(logLines(a).some((line) => line.msg === 'Arrêté')).toBe(true);
      // The other replica keeps serving.
      expect((await call(b, '/readyz')).status).toBe(200);
    });
  },
);
