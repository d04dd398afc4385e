import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createMemoryStorage } from '../src/documents/storage.ts';
import { TEST_ORIGIN } from './support/app.ts';
import { insertEstablishment, insertMember } from './support/fixtures.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

/**
 * Issue 13 item 3: text answers travel compressed (brotli when accepted, else gzip), the built
 * SPA is served from its precompressed siblings, and what must not be compressed is not: live
 * event streams (events must arrive at once), PDFs, small answers.
 */
const { t, tenants, cookies } = useFileContext(() => openTenantsContext({ signIn: ['admin', 'directorA'] }));

beforeAll(async () => {
  // Enough rows for the list to weigh several kilobytes.
  for (let index = 0; index < 30; index++) await insertEstablishment(t.db, tenants.legalEntityA);
});

async function get(url: string, headers: Record<string, string> = {}, app = t.app) {
  const response = await app.request(url, { headers: { origin: TEST_ORIGIN, ...headers } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

function decode(bytes: Buffer, encoding: string | null): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  return bytes;
}

describe('compressed JSON answers', () => {
  const list = '/api/v1/establishments?pageSize=50';

  it('sends a list with brotli when the client accepts br, with gzip when it accepts only gzip', async () => {
    const plain = await get(list, { cookie: cookies.admin });
    expect(plain.response.status).toBe(200);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.bytes.length).toBeGreaterThan(4096);
    const expected = JSON.parse(plain.bytes.toString('utf8'));

    const br = await get(list, { cookie: cookies.admin, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.response.status).toBe(200);
    expect(br.response.headers.get('content-encoding')).toBe('br');
    expect(br.response.headers.get('content-type')).toContain('application/json');
    expect(br.response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.response.headers.get('content-length')).toBeNull();
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(decode(br.bytes, 'br').toString('utf8'))).toEqual(expected);

    const gzip = await get(list, { cookie: cookies.admin, 'accept-encoding': 'gzip' });
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(decode(gzip.bytes, 'gzip').toString('utf8'))).toEqual(expected);

    // q=0 refuses an encoding (RFC 9110 §12.5.3).
    const refused = await get(list, { cookie: cookies.admin, 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.response.headers.get('content-encoding')).toBe('gzip');
    const none = await get(list, { cookie: cookies.admin, 'accept-encoding': 'identity' });
    expect(none.response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(none.bytes.toString('utf8'))).toEqual(expected);
  });

  it('compresses the OpenAPI document and errors alike, but leaves answers under 1 kB as they are', async () => {
    const openapi = await get('/api/v1/openapi.json', { 'accept-encoding': 'br' });
    expect(openapi.response.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(decode(openapi.bytes, 'br').toString('utf8'))).toHaveProperty('openapi');

    const health = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(health.response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(health.bytes.toString('utf8'))).toEqual({ status: 'ok' });
  });
});

describe('answers left uncompressed', () => {
  it('streams live events uncompressed, each event arriving as soon as it is published', async () => {
    const controller = new AbortController();
    const response = await t.app.request(`/api/v1/establishments/${tenants.establishmentA1.id}/action-plan/events`, {
      headers: {
        origin: TEST_ORIGIN,
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, deflate, br',
        cookie: cookies.directorA,
      },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const created = await t.request('POST', '/api/v1/actions', {
        cookie: cookies.directorA,
        body: {
          establishmentId: tenants.establishmentA1.id,
          title: 'Afficher le protocole',
          // An action has a responsible and a due date (DOMAIN.md, issue 19 item 8).
          responsibleId: (
            await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [tenants.establishmentA1.id] })
          ).id,
          dueDate: '2030-06-28',
        },
      });
      expect(created.status).toBe(201);
      let received = '';
      const deadline = Date.now() + 5_000;
      while (!received.includes(created.body.id)) {
        const next = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no event in time')), Math.max(0, deadline - Date.now())),
          ),
        ]);
        if (next.done) throw new Error('stream closed');
        received += next.value;
      }
      expect(received).toContain('event: message');
    } finally {
      controller.abort();
    }
  });

  it('sends a PDF as stored, without Content-Encoding', async () => {
    const content = `%PDF-1.7\n${'Projet d’établissement '.repeat(400)}\n%%EOF`;
    const body = new FormData();
    body.append('file', new File([content], 'projet.pdf', { type: 'application/pdf' }));
    body.append('type', 'PROJET_ETABLISSEMENT');
    const created = await t.app.request(`/api/v1/establishments/${tenants.establishmentA1.id}/documents`, {
      method: 'POST',
      body,
      headers: { cookie: cookies.directorA, origin: TEST_ORIGIN },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const download = await get(`/api/v1/documents/${id}/download`, {
      cookie: cookies.directorA,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(download.response.status).toBe(200);
    expect(download.response.headers.get('content-type')).toContain('application/pdf');
    expect(download.response.headers.get('content-encoding')).toBeNull();
    expect(download.bytes.toString('utf8')).toBe(content);
  });
});

describe('the built SPA, precompressed', () => {
  const script = `export const hello = ${JSON.stringify('Qualité & Conformité '.repeat(200))};\n`;
  const page = `<!doctype html><html lang="fr"><head><title>Qualité</title></head><body><div id="root"></div>${'<!-- page -->'.repeat(100)}</body></html>`;
  const style = `.card { color: red; }\n`.repeat(200);
  // Past the middleware's 1 MB buffer: compressed as it streams.
  const big = Array.from({ length: 60_000 }, (_, index) => `.c${index} { margin: ${index}px; }`).join('\n');
  let distDir: string;
  let app: ReturnType<typeof createApp>['app'];
  // Quality 11 as at build time (not the middleware's 5): the test sees the build's file was served.
  const brScript = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzScript = zlib.gzipSync(script, { level: 9 });

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'qc-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), page);
    writeFileSync(path.join(distDir, 'index.html.br'), zlib.brotliCompressSync(page));
    writeFileSync(path.join(distDir, 'index.html.gz'), zlib.gzipSync(page));
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.br'), brScript);
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.gz'), gzScript);
    // Built without siblings (or by an older build): compressed on the fly instead.
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.css'), style);
    writeFileSync(path.join(distDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(distDir, 'assets', 'big-abc123.css'), big);
    ({ app } = createApp({
      config: {
        publicUrl: 'http://localhost:3000',
        authSecret: 'test-secret-that-is-long-enough-for-better-auth',
        trustProxy: false,
        webDistDir: distDir,
        posthogKey: null,
        posthogHost: 'http://127.0.0.1:9',
      },
      database: t.database,
      mailer: { send: async () => undefined },
      logger: pino({ level: 'silent' }),
      storage: createMemoryStorage(),
    }));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves the .br sibling of a script with its own Content-Type, Content-Encoding, Vary and cache header', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' }, app);
    expect(br.response.status).toBe(200);
    expect(br.response.headers.get('content-encoding')).toBe('br');
    expect(br.response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.bytes.equals(brScript)).toBe(true);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' }, app);
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.bytes.equals(gzScript)).toBe(true);

    const plain = await get('/assets/index-abc123.js', {}, app);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.bytes.toString('utf8')).toBe(script);
  });

  it('serves the SPA page precompressed, for / and for client routes', async () => {
    for (const url of ['/', '/auth/login', '/users/?search=x']) {
      const br = await get(url, { 'accept-encoding': 'br, gzip' }, app);
      expect(br.response.status, url).toBe(200);
      expect(br.response.headers.get('content-encoding'), url).toBe('br');
      expect(br.response.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(br.response.headers.get('vary'), url).toMatch(/accept-encoding/i);
      expect(decode(br.bytes, 'br').toString('utf8'), url).toBe(page);
      const plain = await get(url, {}, app);
      expect(plain.response.headers.get('content-encoding'), url).toBeNull();
      expect(plain.bytes.toString('utf8'), url).toBe(page);
    }
  });

  it('compresses a file without sibling on the fly, and leaves a tiny one alone', async () => {
    const css = await get('/assets/index-abc123.css', { 'accept-encoding': 'br' }, app);
    expect(css.response.headers.get('content-encoding')).toBe('br');
    expect(css.response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(decode(css.bytes, 'br').toString('utf8')).toBe(style);
    const streamed = await get('/assets/big-abc123.css', { 'accept-encoding': 'gzip' }, app);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(streamed.response.headers.get('content-encoding')).toBe('gzip');
    expect(streamed.response.headers.get('content-length')).toBeNull();
    expect(decode(streamed.bytes, 'gzip').toString('utf8')).toBe(big);
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br' }, app);
    expect(tiny.response.headers.get('content-encoding')).toBeNull();
    expect(tiny.bytes.toString('utf8')).toBe('console.log(1)');
  });
});
