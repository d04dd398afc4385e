import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp } from './edge-support.ts';

// Issue 12 item 3: the analytics proxy must only ever reach the configured PostHog origin.

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

async function startRecorder(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw request: the path is sent byte for byte, never normalised by a URL parser. */
function rawRequest(
  base: string,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path: rawPath, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

let attacker: Awaited<ReturnType<typeof startRecorder>>;
let posthog: Awaited<ReturnType<typeof startRecorder>>;
let edge: Awaited<ReturnType<typeof createEdgeApp>>;
let base: string;

beforeAll(async () => {
  attacker = await startRecorder((_req, res) => res.end('secret interne'));
  posthog = await startRecorder((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', 'ph=1');
    res.end('{"status":1}');
  });
  edge = await createEdgeApp({
    config: { posthogKey: 'phc_test', posthogHost: `http://127.0.0.1:${posthog.port}` },
  });
  base = await edge.listen();
});
afterAll(async () => {
  await edge?.close();
  await attacker?.close();
  await posthog?.close();
});

describe('analytics proxy (/ingest)', () => {
  it('never fetches a host chosen by the caller', async () => {
    const target = `127.0.0.1:${attacker.port}`;
    const attempts = [
      `/ingest//${target}/anything`,
      `/ingest/\\${target}/anything`,
      `/ingest/%5C${target}/anything`,
      `/ingest/%2F%2F${target}/anything`,
      `/ingest/@${target}/anything`,
      `/ingest/http://${target}/anything`,
      `/ingest/e/../..//${target}/anything`,
      `/ingest/e/@${target}`,
      `/ingest/static/..%2F..%2F${target}`,
    ];
    for (const path of attempts) {
      const response = await rawRequest(base, 'GET', path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body, path).not.toContain('secret interne');
    }
    expect(attacker.received).toEqual([]);
  });

  it('answers a French 404 for a path PostHog does not serve, and reaches nothing', async () => {
    const before = posthog.received.length;
    const response = await rawRequest(base, 'GET', '/ingest/admin/secret');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body).message).toBe('Ressource introuvable');
    expect(posthog.received.length).toBe(before);
  });

  it('forwards a capture to the configured host without cookies or credentials', async () => {
    const before = posthog.received.length;
    const response = await rawRequest(
      base,
      'POST',
      '/ingest/e/?ver=1',
      {
        'content-type': 'application/json',
        cookie: 'better-auth.session_token=stolen',
        authorization: 'Bearer stolen',
        connection: 'keep-alive, x-secret',
        'x-secret': 'hop',
      },
      '{"event":"$exception"}',
    );
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [forwarded] = posthog.received.slice(before);
    expect(forwarded).toMatchObject({ method: 'POST', url: '/e/?ver=1', body: '{"event":"$exception"}' });
    expect(forwarded!.headers.cookie).toBeUndefined();
    expect(forwarded!.headers.authorization).toBeUndefined();
    expect(forwarded!.headers['x-secret']).toBeUndefined();
  });

  it('refuses other methods and bodies over 1 MB, in French', async () => {
    const before = posthog.received.length;
    const put = await rawRequest(base, 'PUT', '/ingest/e/', { 'content-type': 'application/json' }, '{}');
    expect(put.status).toBe(405);
    expect(JSON.parse(put.body).message).toBe("Méthode non autorisée pour l'analytique");
    const big = await rawRequest(
      base,
      'POST',
      '/ingest/batch/',
      { 'content-type': 'application/json' },
      Buffer.alloc(1024 * 1024 + 10, 'a'),
    );
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).message).toBe("La requête d'analytique dépasse la taille maximale de 1 Mo");
    expect(posthog.received.length).toBe(before);
  });
});

describe('analytics proxy time-out', () => {
  it('gives up on a silent analytics host with a French 504', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { createIngestProxy } = await import('../../src/http/ingest.ts');
      const { Hono } = await import('hono');
      const app = new Hono();
      const port = (silent.address() as AddressInfo).port;
      app.all('/ingest/*', createIngestProxy({ posthogHost: `http://127.0.0.1:${port}`, timeoutMs: 200 }));
      const startedAt = performance.now();
      const response = await app.request('/ingest/flags/?v=2', { method: 'POST', body: '{}' });
      expect(performance.now() - startedAt).toBeLessThan(2000);
      expect(response.status).toBe(504);
      expect(((await response.json()) as { message: string }).message).toBe("Le service d'analytique ne répond pas");
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
