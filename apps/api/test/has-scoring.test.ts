import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { HAS_LEVEL_UNVERIFIED, HAS_SIMULATION_NOTICE } from '@qc/shared/scoring/has-labels';
import { OPTIMIZED } from '@qc/shared/scoring/score';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../src/db/schema.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, insertEstablishment, insertUser, type Tenants } from './support/fixtures.ts';
import { pdfText } from './support/pdf-text.ts';

/**
 * Issue 30 items 1 and 2 (ADR 043), as an ESSMS director meets them: the chapter-3 form of HAS's référentiel answered
 * and completed, « non concerné » refused on an impératif by the server, and the report giving HAS's reading — the
 * échelle qualité's two dimensions, no letter, what holds them back — labelled as a simulation.
 */
let t: TestContext;
let tenants: Tenants;
let cookie: string;
let essmsId: string;

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  await seedDefaultLibraryIfEmpty(t.db);
  const essms = await insertEstablishment(t.db, tenants.legalEntityA, 'Foyer de vie Les Aulnes');
  await t.db.update(establishments).set({ category: 'ESSMS' }).where(eq(establishments.id, essms.id));
  essmsId = essms.id;
  const director = await insertUser(t.db, {
    role: 'DIRECTOR',
    clientId: tenants.clientA.id,
    establishmentId: essms.id,
  });
  cookie = await t.signIn(director.email);
});
afterAll(() => t?.close());

/** Hand-built from ADR 043's rules; the figures are worked out beside each answer. */
function cotationOf(key: string): { value: number | string } | { notApplicable: true; justification: string } {
  if (key === 'essms-has-3-11-1') return { value: 3 }; // impératif below 4: not met
  if (key === 'essms-has-3-10-1' || key === 'essms-has-3-10-2') return { value: 2 }; // objective 3.10 = 2
  if (key === 'essms-has-3-12-1') return { value: OPTIMIZED }; // counts as 4
  if (key === 'essms-has-3-1-1') return { notApplicable: true, justification: 'Sans objet pour ce foyer' };
  return { value: 4 };
}

describe('HAS scoring of a completed self-evaluation (issue 30)', () => {
  it('refuses « non concerné » on an impératif in French, then reports the two dimensions and what holds them back', async () => {
    const hits = await t.request(
      'GET',
      `/api/v1/library?search=${encodeURIComponent('3.10.1')}&establishmentCategory=ESSMS`,
      {
        cookie,
      },
    );
    const formId = (hits.body.questionHits as { formId: string }[])[0]!.formId;
    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie,
      body: { establishmentId: essmsId, formId, fromPrevious: false },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const keys = (started.body.questions as { key: string }[]).map((question) => question.key);
    expect(keys).toHaveLength(44);
    const put = (key: string, body: Record<string, unknown>, expectedVersion = 0) =>
      t.request('PUT', `/api/v1/evaluations/${started.body.id}/answers/${key}`, {
        cookie,
        body: { expectedVersion, ...body },
      });

    // An impératif (3.11.1, bientraitance) cannot be « non concerné », even justified: refused by the server, in French.
    const refused = await put('essms-has-3-11-1', { notApplicable: true, justification: 'Sans objet' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors.notApplicable).toBe(EVALUATION_MESSAGES.criticalNotApplicable);
    expect(EVALUATION_MESSAGES.criticalNotApplicable).toMatch(/impératif/);

    for (const key of keys) {
      const saved = await put(key, cotationOf(key));
      expect(saved.status, `${key} ${JSON.stringify(saved.body)}`).toBe(200);
    }
    const completed = await t.request('POST', `/api/v1/evaluations/${started.body.id}/complete`, { cookie });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const response = await t.app.request(`/api/v1/evaluations/${started.body.id}/report`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(text).toContain('Estimation d’après les règles publiées par la HAS — auto-évaluation partielle');
    expect(text).toContain(HAS_SIMULATION_NOTICE);
    expect(text).toContain(`Niveau A à D : non affiché. ${HAS_LEVEL_UNVERIFIED}`);
    // Objective 3.11 = (3 + 4 + 4) / 3 = 3.67; the 11 other objectives besides 3.10 at 4 (3.1 without its NC
    // criterion, 3.12 with its optimisé); others = (44 + 11/3) / 12 = 3.972; 0.1 × 2 + 0.9 × 3.972 = 3.775 → « 3,77 ».
    // The two figures under their labels (two boxes side by side: labels on one line, values on the next); the
    // impératifs: 10 in the chapter-3 form, 9 at 4.
    expect(text).toContain(
      'Moyenne des objectifs de ce questionnaire (objectif 3.10 pondéré à 10 %, selon notre lecture) Impératifs de ce questionnaire atteints (cotés 4) 3,77 / 4 9 / 10 (90 %)',
    );
    expect(text).toMatch(/Impératif non atteint — critère 3\.11\.1 : .+ \(coté 3,00, attendu 4\)/);
    expect(text).toMatch(/Objectif faible — Objectif 3\.10 — .+ : 2,00 \/ 4/);
    expect(text).toMatch(/Objectif faible — Objectif 3\.11 — .+ : 3,66 \/ 4/);
    expect(text).toContain('Chapitre 3 — L’ESSMS');
    expect(text).toContain('1 critère optimisé');
    // The questionnaire's share of the référentiel, beside the figures: chapter 3 holds 10 of the 18 impératifs.
    expect(text).toMatch(/Ce questionnaire couvre \d+ des 157 critères du référentiel et 10 des 18 impératifs ;/);
    // The NC criterion is counted as such in its objective, not as a low cotation.
    expect(text).toMatch(/Objectif 3\.1 — .+ 4,00 \/ 4 · 1 non concerné/);
  }, 60_000);
});
