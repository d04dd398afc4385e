import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { seedReportEvaluation } from './support/reports.ts';

const { t, tenants, cookies } = useFileContext(openTenantsContext);
let evaluationId: string;

beforeAll(async () => {
  evaluationId = await seedReportEvaluation(t, tenants, cookies);
}, 60_000);

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
