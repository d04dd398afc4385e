import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { OPTIMIZED } from '@qc/shared/scoring/score';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../src/db/schema.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, insertEstablishment, insertUser, type Tenants } from './support/fixtures.ts';

/**
 * Issue 14 item 4, as an ESSMS quality manager meets it: the HAS référentiel
 * imported with the shared library, a criterion found in the reading room by
 * its code (« 3.6.2 » as HAS writes it and cites it, « 3.6-02 » as the ciso-assistant transcription
 * writes it, kept as a search alias), and an
 * impératif that cannot be declared « non concerné ».
 */
let t: TestContext;
let tenants: Tenants;
let managerCookie: string;
let essmsId: string;

interface Hit {
  formId: string;
  formName: string;
  questionKey: string;
  label: string;
  reference: string | null;
}

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  await seedDefaultLibraryIfEmpty(t.db);
  const essms = await insertEstablishment(t.db, tenants.legalEntityA, 'EHPAD Les Tilleuls');
  await t.db.update(establishments).set({ category: 'ESSMS' }).where(eq(establishments.id, essms.id));
  essmsId = essms.id;
  const manager = await insertUser(t.db, { role: 'DIRECTOR', clientId: tenants.clientA.id, establishmentId: essms.id });
  managerCookie = await t.signIn(manager.email);
});
afterAll(() => t?.close());

async function search(text: string, category = 'ESSMS'): Promise<Hit[]> {
  const response = await t.request(
    'GET',
    `/api/v1/library?search=${encodeURIComponent(text)}&establishmentCategory=${category}`,
    { cookie: managerCookie },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.questionHits as Hit[];
}

describe('HAS référentiel in the reading room', () => {
  it('finds the impératif 3.6.2 (circuit du médicament) by « 3.6-02 » and by « 3.6.2 », and only it', async () => {
    for (const code of ['3.6-02', '3.6.2']) {
      const hits = await search(code);
      expect(hits.map((hit) => hit.questionKey)).toEqual(['essms-has-3-6-2']);
      expect(hits[0]?.label).toContain('circuit du médicament');
      // Cited by HAS's code first; the transcription's form only as the alias at the end.
      expect(hits[0]?.reference).toBe(
        'HAS, référentiel d’évaluation de la qualité des ESSMS, critère 3.6.2, critère impératif (écrit « 3.6-02 » dans la transcription publique ciso-assistant)',
      );
      expect(hits[0]?.formName).toContain('secteur médico-social');
    }
  });

  it('tells 3.1.1 from 3.11.1 and 1.1.1 from 1.10.1, by HAS’s code and by the transcription’s', async () => {
    expect((await search('3.1.1')).map((hit) => hit.questionKey)).toEqual(['essms-has-3-1-1']);
    expect((await search('3.11.1')).map((hit) => hit.questionKey)).toEqual(['essms-has-3-11-1']);
    expect((await search('1.1.1')).map((hit) => hit.questionKey)).toEqual(['essms-has-1-1-1']);
    expect((await search('1.10.1')).map((hit) => hit.questionKey)).toEqual(['essms-has-1-10-1']);
    expect((await search('critère 1.1.1')).map((hit) => hit.questionKey)).toEqual(['essms-has-1-1-1']);
    expect((await search('3.1-01')).map((hit) => hit.questionKey)).toEqual(['essms-has-3-1-1']);
    expect((await search('3.11-01')).map((hit) => hit.questionKey)).toEqual(['essms-has-3-11-1']);
    expect((await search('1.1-01')).map((hit) => hit.questionKey)).toEqual(['essms-has-1-1-1']);
    expect((await search('1.10-01')).map((hit) => hit.questionKey)).toEqual(['essms-has-1-10-1']);
  });

  it('does not show the HAS criteria to a crèche', async () => {
    expect(await search('3.6-02', 'CRECHE')).toEqual([]);
  });

  it('refuses « non concerné » for an impératif of the chapter 2 form, in French, and accepts it elsewhere', async () => {
    const hit = (await search('2.2.2'))[0];
    expect(hit).toBeDefined();
    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie: managerCookie,
      body: { establishmentId: essmsId, formId: hit!.formId, fromPrevious: false },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.questions).toHaveLength(33);
    const answer = (key: string, body: Record<string, unknown>) =>
      t.request('PUT', `/api/v1/evaluations/${started.body.id}/answers/${key}`, {
        cookie: managerCookie,
        body: { expectedVersion: 0, ...body },
      });
    const refused = await answer('essms-has-2-2-2', { notApplicable: true, justification: 'Sans objet' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors.notApplicable).toBe(EVALUATION_MESSAGES.criticalNotApplicable);
    // « Optimisé » is the impératif's expected level or above: conforming, no action called for.
    const optimised = await answer('essms-has-2-2-2', { value: OPTIMIZED });
    expect(optimised.status, JSON.stringify(optimised.body)).toBe(200);
    expect(optimised.body).toMatchObject({ value: OPTIMIZED, isConforming: true });
    const three = await answer('essms-has-2-2-3', { value: 3 });
    expect(three.body).toMatchObject({ value: 3, isConforming: false });
    // 2.5.1 applies to some publics only: « non concerné » is allowed there.
    const accepted = await answer('essms-has-2-5-1', { notApplicable: true, justification: 'Adultes seulement' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });
});
