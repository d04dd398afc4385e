import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTTING_DOWN_MESSAGE } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

const { t, tenants } = useFileContext(() => openTenantsContext({ signIn: false }));

describe('operations', () => {
  it('answers /healthz and /readyz with a request id', async () => {
    const health = await t.request('GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toBe('abc-123');
    const ready = await t.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
  });

  it('serves the OpenAPI document generated from the contract, and a local reference page', async () => {
    const document = await t.request('GET', '/api/v1/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/users/self', '/users', '/users/{id}', '/establishments/user/{userId}']),
    );
    expect(document.body.paths['/users'].post.responses['201']).toBeDefined();
    const page = await t.request('GET', '/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/v1/docs/assets/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const asset = await t.request('GET', '/api/v1/docs/assets/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
  });

  it('answers the same procedures through the RPC style', async () => {
    const cookie = await t.signIn(tenants.users.masterA.email);
    const response = await t.request('POST', '/rpc/users/self', { cookie, body: { json: null } });
    expect(response.status).toBe(200);
    expect(response.body.json.email).toBe(tenants.users.masterA.email);
    const refused = await t.request('POST', '/rpc/users/list', { body: { json: {} } });
    expect(refused.status).toBe(401);
  });

  it('answers an unknown API path with a French 404, never the SPA', async () => {
    const response = await t.request('GET', '/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Ressource introuvable');
  });

  it('answers 404 on /ingest when analytics are not configured', async () => {
    const response = await t.request('POST', '/ingest/e/', { body: {} });
    expect(response.status).toBe(404);
  });
});

describe('embedded database', () => {
  it('refuses a second process on the same DATA_DIR with a clear message, and frees it on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-lock-'));
    const first = await openDatabase({ databaseUrl: null, dataDir });
    try {
      // A live process other than ours holds the lock: pid 1 always exists.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.join(dataDir, 'pglite.lock'), '1');
      await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(/déjà utilisée par le processus 1/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'second') });
    await again.migrate();
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
    // Two on-disk PGlite opens and a full migration: slow on a loaded two-core machine.
  }, 120_000);
});

describe('a stopping process (issue 16)', () => {
  let stopping = false;
  let s: TestContext;
  beforeAll(async () => {
    s = await createTestContext({ isShuttingDown: () => stopping });
  });
  afterAll(() => s?.close());

  it('refuses readiness and live streams 503 in French, serves the rest, and closes every kept-alive connection', async () => {
    expect((await s.request('GET', '/readyz')).status).toBe(200);
    stopping = true;
    for (const path of ['/readyz', '/api/v1/live/events']) {
      const answer = await s.request('GET', path);
      expect(answer.status, path).toBe(503);
      expect(answer.body.message).toBe(SHUTTING_DOWN_MESSAGE);
      expect(answer.headers.get('connection')).toBe('close');
      expect(answer.headers.get('retry-after')).toBe('1');
      // Still an answer of ours: the security headers are there.
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Issue 33 item 5: a request already on its way is served (here: refused for want of a session, as always),
    // its connection closed after, so that the browser's next one goes to a process that runs.
    const served = await s.request('GET', '/api/v1/establishments');
    expect(served.status).toBe(401);
    expect(served.headers.get('connection')).toBe('close');
    expect((await s.request('GET', '/healthz')).status).toBe(200);
  });
});
