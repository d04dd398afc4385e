import { HAS_PREPARATION_MESSAGES } from '@qc/shared/reports/messages';
import { HAS_SIMULATION_NOTICE } from '@qc/shared/scoring/has-labels';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../src/db/schema.ts';
import { answers } from '../src/db/schema-evaluations.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './support/app.ts';
import { createTenants, insertEstablishment, insertMember, insertUser, type Tenants } from './support/fixtures.ts';
import { pdfText } from './support/pdf-text.ts';

/**
 * Review of ADR 043 (items a–d) as an ESSMS director and her group meet it: the latest completed evaluation of each
 * HAS questionnaire of her establishment read as one, an impératif stored « non concerné » counted not met, the group
 * view's HAS column scoped like the rest of the view, and the preparation pack read back as text.
 */
let t: TestContext;
let tenants: Tenants;
let essmsId: string;
let otherEssmsId: string;
const cookies = { director: '', masterA: '', masterB: '', directorB: '' };

type Started = { id: string; questions: Array<{ key: string; isCritical: boolean }> };

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  await seedDefaultLibraryIfEmpty(t.db);
  const essms = await insertEstablishment(t.db, tenants.legalEntityA, 'Foyer Les Aulnes');
  const other = await insertEstablishment(t.db, tenants.legalEntityA, 'Foyer Les Chênes');
  for (const id of [essms.id, other.id])
    await t.db.update(establishments).set({ category: 'ESSMS' }).where(eq(establishments.id, id));
  essmsId = essms.id;
  otherEssmsId = other.id;
  const director = await insertUser(t.db, {
    role: 'DIRECTOR',
    clientId: tenants.clientA.id,
    establishmentId: essms.id,
  });
  cookies.director = await t.signIn(director.email);
  cookies.masterA = await t.signIn(tenants.users.masterA.email);
  cookies.masterB = await t.signIn(tenants.users.masterB.email);
  cookies.directorB = await t.signIn(tenants.users.directorB.email);
}, 60_000);
afterAll(() => t?.close());

async function formIdOf(search: string, except?: string): Promise<string> {
  const hits = await t.request(
    'GET',
    `/api/v1/library?search=${encodeURIComponent(search)}&establishmentCategory=ESSMS`,
    { cookie: cookies.director },
  );
  return (hits.body.questionHits as { formId: string }[]).find((hit) => hit.formId !== except)!.formId;
}

async function start(formId: string): Promise<Started> {
  const started = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.director,
    body: { establishmentId: essmsId, formId, fromPrevious: false },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body as Started;
}

async function answerAll(evaluation: Started, valueOf: (key: string) => number) {
  for (const { key } of evaluation.questions) {
    const saved = await t.request('PUT', `/api/v1/evaluations/${evaluation.id}/answers/${key}`, {
      cookie: cookies.director,
      body: { expectedVersion: 0, value: valueOf(key) },
    });
    expect(saved.status, `${key} ${JSON.stringify(saved.body)}`).toBe(200);
  }
}

async function complete(evaluation: Started) {
  const completed = await t.request('POST', `/api/v1/evaluations/${evaluation.id}/complete`, {
    cookie: cookies.director,
  });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
}

type Reading = {
  parts: Array<{ evaluationId: string; formName: string; answers: Array<{ questionKey: string; value: unknown }> }>;
  missingForms: Array<{ name: string; inProgress: boolean }>;
};

describe('the establishment’s HAS reading (review of ADR 043)', () => {
  it('combines the latest completed evaluation of each HAS form only, scopes it, and prints the pack', async () => {
    const empty = await t.request('GET', `/api/v1/establishments/${essmsId}/has-reading`, { cookie: cookies.director });
    expect(empty.status).toBe(200);
    // The library's six HAS questionnaires apply to an ESSMS; none completed yet.
    expect((empty.body as Reading).parts).toEqual([]);
    expect((empty.body as Reading).missingForms).toHaveLength(6);
    const noPack = await t.request('GET', `/api/v1/establishments/${essmsId}/has-preparation`, {
      cookie: cookies.director,
    });
    expect(noPack.status).toBe(409);
    expect(noPack.body.message).toBe(HAS_PREPARATION_MESSAGES.nothingCompleted);

    // « Critères propres aux établissements » (5 criteria, impératif 2.2.1): completed at 1, then again, then a third
    // evaluation left in progress. Only the second counts.
    const establishmentsForm = await formIdOf('2.2.1');
    const first = await start(establishmentsForm);
    await answerAll(first, () => 1);
    await complete(first);
    const second = await start(establishmentsForm);
    await answerAll(second, (key) => (key === 'essms-has-2-2-1' ? 3 : 4));
    const body = new FormData();
    body.append(
      'file',
      new File(['%PDF-1.7\nprotocole\n%%EOF'], 'protocole-maltraitance.pdf', { type: 'application/pdf' }),
    );
    const uploaded = await t.app.request(`/api/v1/evaluations/${second.id}/answers/essms-has-2-2-1/evidence/upload`, {
      method: 'POST',
      body,
      headers: { cookie: cookies.director, origin: TEST_ORIGIN },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    await complete(second);
    const third = await start(establishmentsForm);
    await answerAll(third, () => 1);

    // Chapter 2 (les professionnels), all at 4.
    const chapter2 = await start(await formIdOf('2.1.2', establishmentsForm));
    expect(chapter2.questions.length).toBeGreaterThan(5);
    await answerAll(chapter2, () => 4);
    await complete(chapter2);
    const chapter2Imperatifs = chapter2.questions.filter((question) => question.isCritical).map((item) => item.key);
    expect(chapter2Imperatifs.length).toBeGreaterThan(0);

    const reading = (
      await t.request('GET', `/api/v1/establishments/${essmsId}/has-reading`, { cookie: cookies.director })
    ).body as Reading;
    expect(reading.parts.map((part) => part.evaluationId).sort()).toEqual([second.id, chapter2.id].sort());
    const fromSecond = reading.parts.find((part) => part.evaluationId === second.id)!;
    expect(fromSecond.answers.find((answer) => answer.questionKey === 'essms-has-2-2-1')!.value).toBe(3);
    // Four questionnaires still missing, the in-progress one said so.
    expect(reading.missingForms).toHaveLength(4);
    expect(reading.missingForms.some((form) => form.inProgress)).toBe(false);

    // An impératif stored « non concerné » (older or imported data; the API refuses it today) counts as not met.
    const ncKey = chapter2Imperatifs[0]!;
    await t.db
      .update(answers)
      .set({ notApplicable: true, value: null })
      .where(and(eq(answers.evaluationId, chapter2.id), eq(answers.questionKey, ncKey)));

    // Group view: the director sees her site only, with the combined reading; 2.2.1 at 3 and the NC impératif not met.
    const applicable = chapter2Imperatifs.length + 1;
    const mine = await t.request('GET', '/api/v1/group/establishments?page=1&pageSize=20', {
      cookie: cookies.director,
    });
    expect(mine.status).toBe(200);
    const rows = mine.body.items as Array<{ establishment: { id: string }; has: Record<string, number> | null }>;
    expect(rows.map((row) => row.establishment.id)).toEqual([essmsId]);
    expect(rows[0]!.has).toMatchObject({
      imperatifsMet: applicable - 2,
      imperatifsApplicable: applicable,
      imperatifsNotConcerned: 1,
      formsCombined: 2,
    });
    // The client's master: both ESSMS and the crèches, the reading only where a HAS questionnaire is completed.
    const master = await t.request(
      'GET',
      `/api/v1/group/establishments?page=1&pageSize=20&clientId=${tenants.clientA.id}`,
      {
        cookie: cookies.masterA,
      },
    );
    const masterRows = master.body.items as Array<{ establishment: { id: string }; has: unknown }>;
    expect(masterRows.find((row) => row.establishment.id === essmsId)!.has).not.toBeNull();
    expect(masterRows.find((row) => row.establishment.id === otherEssmsId)!.has).toBeNull();
    // Another client's master never receives this site.
    const foreign = await t.request('GET', '/api/v1/group/establishments?page=1&pageSize=100', {
      cookie: cookies.masterB,
    });
    expect(foreign.status).toBe(200);
    expect(
      (foreign.body.items as Array<{ establishment: { id: string } }>).map((row) => row.establishment.id),
    ).not.toContain(essmsId);

    // Foreign establishment ids are refused: another client's director, and this director on a site not hers.
    for (const [cookie, id] of [
      [cookies.directorB, essmsId],
      [cookies.director, otherEssmsId],
      [cookies.director, tenants.establishmentB1.id],
    ] as const) {
      for (const path of ['has-reading', 'has-preparation']) {
        const refused = await t.request('GET', `/api/v1/establishments/${id}/${path}`, { cookie });
        expect(refused.status, `${path} ${id}`).toBe(404);
        expect(refused.body.message).toBe('Établissement introuvable');
      }
    }

    // An action on 2.2.1 with its pilot and deadline, then the pack read back as text.
    const pilot = await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [essmsId] });
    const action = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.director,
      body: {
        establishmentId: essmsId,
        evaluationId: second.id,
        questionKey: 'essms-has-2-2-1',
        title: 'Former l’équipe au protocole de bientraitance',
        responsibleId: pilot.id,
        dueDate: '2027-03-31',
      },
    });
    expect(action.status, JSON.stringify(action.body)).toBe(201);
    const response = await t.app.request(`/api/v1/establishments/${essmsId}/has-preparation`, {
      headers: { cookie: cookies.director },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(text).toContain('Dossier de préparation à l’évaluation externe HAS');
    expect(text).toContain('Estimation d’après les règles publiées par la HAS');
    expect(text).toContain(HAS_SIMULATION_NOTICE);
    expect(text).toContain(`${applicable - 2} / ${applicable}`);
    expect(text).toContain('Questionnaires HAS manquants');
    // The criteria to work on: 2.2.1 at 3 with its action, pilot and deadline; the NC impératif flagged.
    // (two columns: the criterion's wording and its action are read back interleaved, so each piece is checked apart)
    expect(text).toContain('Impératif 2.2.1 — 3 Former l’équipe au protocole de bientraitance — pilote : Membre');
    expect(text).toContain(pilot.lastName);
    expect(text).toContain('— échéance : 31 mars 2027 — À faire');
    expect(text).toContain(`Impératif ${ncKey.replace('essms-has-', '').replaceAll('-', '.')} — NC refusé (impératif)`);
    expect(text).toContain('ce que la HAS n’admet pas pour un impératif : compté non atteint');
    // Per criterion, its result and the evidence attached to its answer (from the latest completed evaluation).
    expect(text).toContain('protocole-maltraitance.pdf');
    // No session by method in these evaluations (ADR 048, addendum): the pack says so.
    expect(text).toContain(
      'Sessions par méthode Aucune session par méthode : les auto-évaluations retenues ont été menées critère par critère.',
    );

    // The synthesis PDF prints the combined reading too.
    const synthesis = await t.app.request(`/api/v1/establishments/${essmsId}/report`, {
      headers: { cookie: cookies.director },
    });
    expect(synthesis.status).toBe(200);
    const synthesisText = (await pdfText(new Uint8Array(await synthesis.arrayBuffer()))).replace(
      /[\s\u00a0\u202f]+/g,
      ' ',
    );
    expect(synthesisText).toContain('Lecture HAS de l’établissement');
    expect(synthesisText).toContain(`${applicable - 2} / ${applicable}`);
    // And a HAS evaluation's own report gives, after its questionnaire's figures, the establishment's combined ones.
    const report = await t.app.request(`/api/v1/evaluations/${chapter2.id}/report`, {
      headers: { cookie: cookies.director },
    });
    const reportText = (await pdfText(new Uint8Array(await report.arrayBuffer()))).replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(reportText).toContain('auto-évaluation partielle');
    expect(reportText).toContain('Lecture HAS de l’établissement');
    expect(reportText).toContain(`${applicable - 2} / ${applicable}`);
  }, 180_000);
});
