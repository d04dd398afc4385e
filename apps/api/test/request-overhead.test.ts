import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { NoopLogger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekBody } from '../src/http/compression.ts';
import { TEST_ORIGIN } from './support/app.ts';
import { insertEstablishment } from './support/fixtures.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { createFormWithQuestions } from './support/questionnaires.ts';

/**
 * Issue 13 item 6 (ADR 031): what every request costs beyond its own work. The profile showed
 * that reading an answer's `.body` in a middleware turned each of them into a web stream sent
 * in chunks (40 % of /healthz's CPU); and each request's round trips to the database are
 * counted here, so that a lookup added to the request path (session, scope, N+1) fails a test.
 * Served by @hono/node-server as `npm start` serves it: its lightweight answers only exist there.
 */
const { t, tenants, cookies } = useFileContext(() => openTenantsContext({ signIn: ['admin', 'directorA'] }));
let base: string;
/** The statements of a plain save, measured below: the same save on a form with a set-aside question costs the same. */
let plainSaveStatements = 0;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  for (let index = 0; index < 30; index++) await insertEstablishment(t.db, tenants.legalEntityA);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => new Promise((resolve) => server?.close(resolve)));

/** Every statement Drizzle sends while `run` runs (transactions and better-auth's adapter included). */
async function countQueries(run: () => Promise<unknown>): Promise<string[]> {
  const original = NoopLogger.prototype.logQuery;
  const queries: string[] = [];
  (NoopLogger.prototype as { logQuery: (query: string) => void }).logQuery = (query: string) => {
    // The mail outbox's worker polls on its own timer: not the request's.
    if (!query.includes('mail_outbox')) queries.push(query);
  };
  try {
    await run();
  } finally {
    NoopLogger.prototype.logQuery = original;
  }
  return queries;
}

/** The bytes as sent (fetch would decompress them), and the headers. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ response: { status: number; headers: Headers }; bytes: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { origin: TEST_ORIGIN, ...headers } }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const item of Array.isArray(value) ? value : [value])
              if (item !== undefined) responseHeaders.append(name, item);
          }
          resolve({
            response: { status: incoming.statusCode!, headers: responseHeaders },
            bytes: Buffer.concat(chunks),
          });
        });
        incoming.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('answers on the one-write path', () => {
  it('sends /healthz with a length, not as a chunked stream, with its request id and security headers', async () => {
    const { response, bytes } = await get('/healthz');
    expect(response.status).toBe(200);
    expect(JSON.parse(bytes.toString())).toEqual({ status: 'ok' });
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('sends a small API answer with a length and a large one compressed in one piece', async () => {
    const small = await get('/api/v1/establishments?pageSize=1', {
      cookie: cookies.admin,
      'accept-encoding': 'br, gzip',
    });
    expect(small.response.status).toBe(200);
    expect(small.response.headers.get('content-encoding')).toBeNull();
    expect(small.response.headers.get('content-length')).toBe(String(small.bytes.length));
    expect(small.response.headers.get('x-request-id')).toBeTruthy();

    const plain = await get('/api/v1/establishments?pageSize=50', { cookie: cookies.admin });
    const br = await get('/api/v1/establishments?pageSize=50', {
      cookie: cookies.admin,
      'accept-encoding': 'br, gzip',
    });
    expect(br.response.headers.get('content-encoding')).toBe('br');
    expect(br.response.headers.get('content-length')).toBe(String(br.bytes.length));
    expect(br.response.headers.get('transfer-encoding')).toBeNull();
    expect(br.response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.response.headers.get('x-request-id')).toBeTruthy();
    expect(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString())).toEqual(JSON.parse(plain.bytes.toString()));
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('leaves every answer a plain body no middleware turned into a stream (what the two tests above rely on)', async () => {
    // serve() in beforeAll put @hono/node-server's Response in place, as `npm start` does.
    const request = (path: string, headers: Record<string, string> = {}) =>
      t.app.request(path, { headers: { origin: TEST_ORIGIN, ...headers } });
    expect(peekBody(await request('/healthz'))).toBe('{"status":"ok"}');
    expect(typeof peekBody(await request('/api/v1/establishments?pageSize=1', { cookie: cookies.admin }))).toBe(
      'string',
    );
    expect(typeof peekBody(await request('/api/v1/nothing-here', { cookie: cookies.admin }))).toBe('string');
    const compressed = peekBody(
      await request('/api/v1/establishments?pageSize=50', { cookie: cookies.admin, 'accept-encoding': 'br' }),
    );
    expect(compressed).toBeInstanceOf(Uint8Array);
  });

  it('still answers refusals and 404s in full', async () => {
    const refused = await get('/api/v1/establishments');
    expect(refused.response.status).toBe(401);
    expect(JSON.parse(refused.bytes.toString()).message).toMatch(/connecté/);
    expect(refused.response.headers.get('content-length')).toBe(String(refused.bytes.length));
  });
});

describe('database round trips per request', () => {
  it('answers /healthz without the database', async () => {
    expect(await countQueries(() => get('/healthz'))).toEqual([]);
  });

  it('reads a list in a fixed number of queries, whatever the page size (no N+1)', async () => {
    const counts: Record<string, number> = {};
    for (const [name, path, cookie] of [
      ['establishments (ADMIN)', '/api/v1/establishments?pageSize=50', cookies.admin],
      ['establishments (DIRECTOR)', '/api/v1/establishments?pageSize=50', cookies.directorA],
      ['users (ADMIN)', '/api/v1/users?pageSize=50', cookies.admin],
      ['members (ADMIN)', '/api/v1/members/effective?pageSize=50', cookies.admin],
      ['clients (ADMIN)', '/api/v1/clients?pageSize=50', cookies.admin],
      ['legal entities (ADMIN)', '/api/v1/legal-entities?pageSize=50', cookies.admin],
    ] as const) {
      const one = await countQueries(() => get(path.replace('pageSize=50', 'pageSize=1'), { cookie }));
      const queries = await countQueries(async () => expect((await get(path, { cookie })).response.status).toBe(200));
      expect(queries.length, `${name} : ${queries.join('\n')}`).toBe(one.length);
      counts[name] = queries.length;
    }
    console.log(`requêtes SQL par liste : ${JSON.stringify(counts)}`);
    // The session with its user (1, auth/session-check.ts) + the page + the total; a DIRECTOR's
    // scope adds one; clients and legal entities add their principal entity and establishment ids.
    expect(counts['establishments (ADMIN)']).toBeLessThanOrEqual(3);
    expect(counts['establishments (DIRECTOR)']).toBeLessThanOrEqual(4);
    expect(counts['users (ADMIN)']).toBeLessThanOrEqual(3);
    expect(counts['members (ADMIN)']).toBeLessThanOrEqual(3);
    expect(counts['clients (ADMIN)']).toBeLessThanOrEqual(5);
    expect(counts['legal entities (ADMIN)']).toBeLessThanOrEqual(4);
  });

  it('saves an answer in a bounded number of statements', async () => {
    const headers = { cookie: cookies.admin, origin: TEST_ORIGIN, 'content-type': 'application/json' };
    const form = (await (
      await fetch(`${base}/api/v1/forms`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Coût par requête', kind: 'CONFORMITY' }),
      })
    ).json()) as { id: string };
    const withQuestion = (await (
      await fetch(`${base}/api/v1/forms/${form.id}/questions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ formId: form.id, type: 'BOOLEAN', label: 'Le protocole est-il affiché ?' }),
      })
    ).json()) as { questions: Array<{ key: string }> };
    const key = withQuestion.questions.at(-1)!.key;
    const evaluation = (await (
      await fetch(`${base}/api/v1/evaluations`, {
        method: 'POST',
        headers: { ...headers, cookie: cookies.directorA },
        body: JSON.stringify({ establishmentId: tenants.establishmentA1.id, formId: form.id }),
      })
    ).json()) as { id: string };
    const save = (expectedVersion: number) =>
      fetch(`${base}/api/v1/evaluations/${evaluation.id}/answers/${key}`, {
        method: 'PUT',
        headers: { ...headers, cookie: cookies.directorA },
        body: JSON.stringify({ value: expectedVersion % 2 === 0, expectedVersion }),
      }).then(async (response) => {
        expect(response.status).toBe(200);
        return response.json();
      });
    await save(0);
    const queries = await countQueries(() => save(1));
    console.log(`requêtes SQL d'un enregistrement de réponse (DIRECTOR) : ${queries.length}\n${queries.join('\n')}`);
    // Issue 33 item 2: the session 1; the evaluation in scope (the DIRECTOR's links read inside it) with its question 1;
    // the guarded update that reads the answer back 1. It was 8 (ADR 031). Then the live event, once the write has
    // committed, outside its transaction (in it, every save waited on PostgreSQL's notification lock for the one
    // before it); concurrent saves share that statement (live-bus.test.ts), a lone save sends its own.
    const [event, ...others] = queries.filter((query) => /pg_notify/.test(query));
    expect(others).toEqual([]);
    expect(queries.at(-1)).toBe(event);
    expect(queries.at(-2)).toMatch(/^with written as \(\s*update answers/);
    expect(queries.length - 1).toBeLessThanOrEqual(3);
    expect(queries.filter((query) => /^(begin|commit)/i.test(query))).toEqual([]);
    plainSaveStatements = queries.length;
  });

  it('refuses an answer to a question set aside without a statement of its own, and saves the others as before', async () => {
    // Issue 26 (ADR 035): the frozen applicability is read with the evaluation the scope check loads anyway.
    const profile = await t.request('PUT', `/api/v1/establishments/${tenants.establishmentA1.id}/profile`, {
      cookie: cookies.directorA,
      body: { structureType: 'CRECHE_COLLECTIVE', capacity: 30, practices: [] },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const { id: formId, keys } = await createFormWithQuestions(t, cookies.admin, 'Coût par requête (profil)', [
      { type: 'BOOLEAN', label: 'Le protocole est-il affiché ?' },
      {
        type: 'BOOLEAN',
        label: 'Deux professionnels pendant les sorties ?',
        appliesWhen: { practices: ['OUTINGS'], reason: 'l’établissement n’organise pas de sorties' },
      },
    ]);
    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, formId },
    });
    expect(started.status).toBe(201);
    expect(started.body.applicability.notApplicable).toHaveLength(1);
    const save = (key: string, expectedVersion: number) =>
      fetch(`${base}/api/v1/evaluations/${started.body.id}/answers/${key}`, {
        method: 'PUT',
        headers: { cookie: cookies.directorA, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ value: expectedVersion % 2 === 0, expectedVersion }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { message: string } }));
    expect((await save(keys[0]!, 0)).status).toBe(200);
    let saved: { status: number } | undefined;
    const applying = await countQueries(async () => (saved = await save(keys[0]!, 1)));
    expect(saved?.status).toBe(200);
    expect(applying.length).toBe(plainSaveStatements);
    let refused: { status: number; body: { message: string } } | undefined;
    const setAside = await countQueries(async () => (refused = await save(keys[1]!, 0)));
    console.log(
      `requêtes SQL d'une réponse refusée à une question écartée : ${setAside.length}\n${setAside.join('\n')}`,
    );
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'Cette question ne s’applique pas à cet établissement : elle n’attend pas de réponse',
      }),
    });
    // Session 1, the evaluation with its question 1: refused there, nothing written, nothing announced.
    expect(setAside.length).toBeLessThanOrEqual(2);
    expect(setAside.filter((query) => /^(insert|update|delete)/i.test(query))).toEqual([]);
  });
});
