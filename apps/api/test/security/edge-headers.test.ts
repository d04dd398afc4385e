import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../support/app.ts';
import { createTenants, type Tenants } from '../support/fixtures.ts';
import { createEdgeApp } from './edge-support.ts';

// Issue 12 item 6: security headers on every answer, a strict CSP on the SPA,
// and user files always downloaded, never rendered on our origin.

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

let distDir: string;
let spa: Awaited<ReturnType<typeof createEdgeApp>>;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'qc-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  // As Vite builds it: module scripts and stylesheets from /assets, nothing inline.
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><link rel="icon" href="data:,"><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
  spa = await createEdgeApp({ config: { webDistDir: distDir } });
});
afterAll(async () => {
  await spa?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('serves the SPA under a strict Content-Security-Policy', async () => {
    for (const url of ['/', '/users/?search=x']) {
      const page = await spa.app.request(url);
      expect(page.status).toBe(200);
      const csp = directives(page.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // PUBLIC_URL is http here: no HSTS.
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('keeps the SPA free of inline scripts the CSP would block', () => {
    const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
  });

  it('sends nosniff and frame protection on every kind of answer', async () => {
    const answers: Array<[string, Response]> = [
      ['asset', await spa.app.request('/assets/index-abc.js')],
      ['health', await spa.app.request('/healthz')],
      ['openapi', await spa.app.request('/api/v1/openapi.json')],
      ['docs', await spa.app.request('/api/v1/docs')],
      ['docs asset', await spa.app.request('/api/v1/docs/assets/swagger-ui-bundle.js')],
      ['401', await spa.app.request('/api/v1/users/self')],
      ['404 api', await spa.app.request('/api/v1/nothing-here')],
      ['404 rpc', await spa.app.request('/rpc/nothing/here', { method: 'POST' })],
      ['404 ingest', await spa.app.request('/ingest/e/', { method: 'POST' })],
      ['auth', await spa.app.request('/api/auth/get-session')],
      [
        '413',
        await spa.app.request('/api/auth/sign-in/email-otp', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          body: JSON.stringify({ email: 'x'.repeat(100_000) }),
        }),
      ],
    ];
    for (const [name, response] of answers) {
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), name).toBe('DENY');
      expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors'), name).toEqual([
        "'none'",
      ]);
    }
  });

  it('lets the API reference page load its local files only', async () => {
    const page = await spa.app.request('/api/v1/docs');
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const init = await spa.app.request('/api/v1/docs/init.js');
    // No validator badge fetched from swagger.io.
    expect(await init.text()).toContain('validatorUrl: null');
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await createEdgeApp({ config: { publicUrl: 'https://qualite.example.fr' } });
    try {
      const response = await secure.app.request('/healthz');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await secure.close();
    }
  });
});

describe('user file downloads', () => {
  let t: TestContext;
  let tenants: Tenants;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestContext();
    tenants = await createTenants(t.db);
    cookie = await t.signIn(tenants.users.directorA.email);
  });
  afterAll(() => t?.close());

  function expectAttachment(response: Response, name: string) {
    expect(response.status, name).toBe(200);
    expect(response.headers.get('content-disposition'), name).toMatch(/^attachment;/);
    expect(directives(response.headers.get('content-security-policy')).has('sandbox'), name).toBe(true);
    expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
  }

  it('answers every file as an attachment under a sandbox CSP (REST), and sandboxes RPC file answers', async () => {
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7\nProjet\n%%EOF'], 'projet.pdf', { type: 'application/pdf' }));
    form.append('type', 'PROJET_ETABLISSEMENT');
    const uploaded = await t.app.request(`/api/v1/establishments/${tenants.establishmentA1.id}/documents`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    expectAttachment(await t.app.request(`/api/v1/documents/${id}/download`, { headers: { cookie } }), 'REST download');
    // RPC answers a file as multipart form data (its client reads it with formData(), and would take
    // a Content-Disposition header for a bare file): sandboxed, never rendered.
    const rpc = await t.app.request('/rpc/documents/download', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ json: { id } }),
    });
    expect(rpc.status).toBe(200);
    expect(rpc.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(directives(rpc.headers.get('content-security-policy')).has('sandbox')).toBe(true);
    expect(rpc.headers.get('x-content-type-options')).toBe('nosniff');
    const query = `establishmentId=${tenants.establishmentA1.id}`;
    expectAttachment(await t.app.request(`/api/v1/actions/export?${query}`, { headers: { cookie } }), 'CSV');
    expectAttachment(await t.app.request(`/api/v1/actions/export.xlsx?${query}`, { headers: { cookie } }), 'XLSX');
  });
});
