import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';
import { pdfText } from './support/pdf-text.ts';

/**
 * Issue 15 item 4, read as a person reads the PDF: line by line as drawn
 * (support/pdf-text.ts). Questions of every length end in « ? », comments in
 * « % » and « : », so that without no-break spaces some line would start with them.
 */

let t: TestContext;
let tenants: Tenants;
let evaluationId: string;
let cookie: string;

const WORDS = 'les professionnels de la crèche connaissent et appliquent le protocole de mise en sûreté'.split(' ');

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  const admin = await t.signIn(tenants.users.admin.email);
  cookie = await t.signIn(tenants.users.directorA.email);
  const form = await t.request('POST', '/api/v1/forms', {
    cookie: admin,
    body: { name: 'Typographie des rapports', kind: 'CONFORMITY' },
  });
  const keys: string[] = [];
  // 48 labels, one word longer each time: some line break falls just before « ? » at every font size.
  for (let length = 3; length < 51; length += 1) {
    const words = Array.from({ length }, (_, index) => WORDS[index % WORDS.length]);
    const created = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
      cookie: admin,
      body: { formId: form.body.id, type: 'BOOLEAN', label: `${words.join(' ')} ?`, reference: 'CSP art. R2324-30' },
    });
    expect(created.status).toBe(201);
    keys.push(created.body.questions.at(-1).key);
  }
  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.body.id },
  });
  evaluationId = evaluation.body.id;
  for (const [index, key] of keys.entries()) {
    const filler = WORDS.slice(0, (index % WORDS.length) + 1).join(' ');
    await t.request('PUT', `/api/v1/evaluations/${evaluationId}/answers/${key}`, {
      cookie,
      body: { value: index % 3 !== 0, expectedVersion: 0, comment: `${filler} : ${index * 7} % vérifié ; conforme !` },
    });
  }
}, 120_000);
afterAll(() => t?.close());

describe('PDF typography (issue 15 item 4)', () => {
  it('never starts a line with « ? », « % », « : », « ; » or « ! », and numbers its pages « Page 1 sur N »', async () => {
    const response = await t.app.request(`/api/v1/evaluations/${evaluationId}/report`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines.filter((line) => /^[?%:;!»]/.test(line))).toEqual([]);
    expect(text).toMatch(/Page\s1\ssur\s\d+/);
    expect(text).not.toMatch(/Page \d+ \/ \d+/);
    // The footer names the establishment on every page.
    const pages = Number(/Page\s1\ssur\s(\d+)/.exec(text)![1]);
    expect(pages).toBeGreaterThan(1);
    expect(text.split('Crèche A1 · document généré le').length - 1).toBe(pages);
  });
});
