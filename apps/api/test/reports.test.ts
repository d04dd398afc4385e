import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './support/app.ts';
import { insertMember, type Tenants } from './support/fixtures.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';

let t: TestContext;
let tenants: Tenants;
let cookies: Cookies;
let evaluationId: string;

beforeAll(async () => {
  ({ t, tenants, cookies } = await openTenantsContext());
  const form = await t.request('POST', '/api/v1/forms', {
    cookie: cookies.admin,
    body: { name: 'Règlement de fonctionnement — œuvre 2026', kind: 'CONFORMITY' },
  });
  let detail;
  for (const question of [
    { type: 'BOOLEAN', label: 'Les protocoles sont-ils annexés ?', reference: 'CSP art. R2324-30', isCritical: true },
    { type: 'NOTATION', label: 'Les familles connaissent le règlement.' },
  ]) {
    detail = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
      cookie: cookies.admin,
      body: { formId: form.body.id, ...question },
    });
  }
  const [boolean, notation] = detail!.body.questions.map((question: { key: string }) => question.key);
  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.body.id },
  });
  evaluationId = evaluation.body.id;
  for (const [key, value] of [
    [boolean, false],
    [notation, 'OPTIMIZED'],
  ] as const) {
    await t.request('PUT', `/api/v1/evaluations/${evaluationId}/answers/${key}`, {
      cookie: cookies.directorA,
      body: { value, expectedVersion: 0, comment: 'Vu le 12 septembre' },
    });
  }
  const completed = await t.request('POST', `/api/v1/evaluations/${evaluationId}/complete`, {
    cookie: cookies.directorA,
  });
  expect(completed.status).toBe(200);
  await t.request('POST', '/api/v1/actions', {
    cookie: cookies.directorA,
    body: {
      establishmentId: tenants.establishmentA1.id,
      evaluationId,
      questionKey: boolean,
      title: 'Annexer les protocoles',
      priority: 'CRITICAL',
      // An action has a responsible and a due date (DOMAIN.md, issue 19 item 8).
      responsibleId: (
        await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [tenants.establishmentA1.id] })
      ).id,
      dueDate: '2030-06-28',
    },
  });
}, 60_000);
afterAll(() => t?.close());

async function download(path: string, cookie: string) {
  const startedAt = performance.now();
  const response = await t.app.request(path, { headers: { cookie } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, ms: performance.now() - startedAt, text: new TextDecoder('latin1').decode(bytes) };
}

describe('PDF reports', () => {
  it("renders an evaluation's report as a PDF with the embedded DejaVu Sans font", async () => {
    const { response, bytes, text, ms } = await download(
      `/api/v1/evaluations/${evaluationId}/report`,
      cookies.collaboratorA,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('auto-evaluation-reglement-de-fonctionnement');
    expect(text.startsWith('%PDF-')).toBe(true);
    // Helvetica lacks U+202F (fr-FR thousands separator): the embedded font must be the one used.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(text).not.toContain('/Helvetica');
    expect(bytes.byteLength).toBeGreaterThan(5_000);
    console.log(`rapport d'auto-évaluation : ${bytes.byteLength} octets en ${Math.round(ms)} ms`);
    if (process.env.REPORT_OUT) writeFileSync(`${process.env.REPORT_OUT}/evaluation.pdf`, bytes);
  });

  it('renders the establishment synthesis', async () => {
    const { response, text, ms, bytes } = await download(
      `/api/v1/establishments/${tenants.establishmentA1.id}/report`,
      cookies.directorA,
    );
    if (process.env.REPORT_OUT) writeFileSync(`${process.env.REPORT_OUT}/synthesis.pdf`, bytes);
    expect(response.status).toBe(200);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(response.headers.get('content-disposition')).toContain('synthese-creche-a1');
    console.log(`synthèse d'établissement : en ${Math.round(ms)} ms`);
  });

  it("never renders another client's evaluation or establishment", async () => {
    for (const cookie of [cookies.directorB, cookies.masterB]) {
      expect((await download(`/api/v1/evaluations/${evaluationId}/report`, cookie)).response.status).toBe(404);
      expect(
        (await download(`/api/v1/establishments/${tenants.establishmentA1.id}/report`, cookie)).response.status,
      ).toBe(404);
    }
    const anonymous = await t.app.request(`/api/v1/evaluations/${evaluationId}/report`);
    expect(anonymous.status).toBe(401);
  });
});
