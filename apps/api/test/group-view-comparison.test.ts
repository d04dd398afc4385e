import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupComparison, GroupQuestionComparison } from '@qc/shared/group/compare-schemas';
import { answerEvidence, answers } from '../src/db/schema-evaluations.ts';
import { establishments } from '../src/db/schema.ts';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { forms, questions } from '../src/db/schema-questionnaires.ts';
import { daysAgo, insertEvaluation, insertForm, insertProof, parisDay } from './support/evaluation-rows.ts';
import { openGroupViewContext } from './support/group-view.ts';
import { useFileContext } from './support/context.ts';

/** Issue 17 item 2: one form compared across the sites of the known data set, within the caller's scope. */

const ctx = useFileContext(openGroupViewContext, 90_000);
const { t, tenants, cookies } = ctx;

const UNKNOWN_PROFILE = {
  structureType: null,
  capacity: null,
  category: null,
  authorisationRequestedOn: null,
  premisesProjectOn: null,
  managerType: null,
  denseZone: null,
  practices: null,
  essmsSector: null,
  residential: null,
};

describe('comparison between sites for one form (issue 17 item 2)', () => {
  let formId: string;
  beforeAll(async () => {
    const db = t.db;
    const form = await insertForm(db, { name: 'Sécurité G', categoryId: null, clientId: tenants.clientA.id });
    formId = form.id;
    await db.insert(questions).values([
      { formId, version: 1, key: 'g1', position: 1, label: 'Exercice d’évacuation', type: 'BOOLEAN', isCritical: true },
      { formId, version: 1, key: 'g2', position: 2, label: 'Registre de sécurité', type: 'BOOLEAN' },
    ]);
    const onA1 = await insertEvaluation(db, {
      establishmentId: tenants.establishmentA1.id,
      formId,
      status: 'COMPLETED',
      at: daysAgo(3),
      score: 50,
      conformityRate: 50,
    });
    const onA2 = await insertEvaluation(db, {
      establishmentId: tenants.establishmentA2.id,
      formId,
      status: 'COMPLETED',
      at: daysAgo(8),
      score: 100,
      conformityRate: 100,
    });
    const [failed] = await db
      .insert(answers)
      .values([
        { evaluationId: onA1.id, questionKey: 'g1', value: false, comment: 'Pas d’exercice cette année' },
        { evaluationId: onA1.id, questionKey: 'g2', value: true },
        { evaluationId: onA2.id, questionKey: 'g1', value: true },
        { evaluationId: onA2.id, questionKey: 'g2', notApplicable: true, justification: 'Sans objet' },
      ])
      .returning();
    const proof = await insertProof(db, tenants.establishmentA1, parisDay(100));
    await db.insert(answerEvidence).values({ answerId: failed!.id, documentId: proof.id });
  });

  it('tells per question who does not conform, the rate across the group and the impératifs failed', async () => {
    const response = await t.request('GET', `/api/v1/group/forms/${formId}/comparison`, { cookie: cookies.masterA! });
    expect(response.status).toBe(200);
    const body = response.body as GroupComparison;
    expect(body.sites.map((site) => [site.name, site.evaluationId !== null])).toEqual([
      ['Crèche A1', true],
      ['Crèche A2', true],
      ['Crèche A3', false],
    ]);
    expect(body.questions).toEqual([
      expect.objectContaining({
        key: 'g1',
        isCritical: true,
        conforming: 1,
        nonConforming: 1,
        notApplicable: 0,
        conformityRate: 50,
        nonConformingSites: [expect.objectContaining({ name: 'Crèche A1' })],
      }),
      expect.objectContaining({
        key: 'g2',
        isCritical: false,
        conforming: 1,
        nonConforming: 0,
        notApplicable: 1,
        conformityRate: 100,
        nonConformingSites: [],
      }),
    ]);
    // A DIRECTOR compares her own sites only.
    const director = await t.request('GET', `/api/v1/group/forms/${formId}/comparison`, { cookie: cookies.directorA! });
    expect(director.body.sites.map((site: { name: string }) => site.name)).toEqual(['Crèche A1']);
  });

  it("shows every site's answer, comment and proof to one question", async () => {
    const response = await t.request('GET', `/api/v1/group/forms/${formId}/questions/g1/comparison`, {
      cookie: cookies.masterA!,
    });
    expect(response.status).toBe(200);
    const body = response.body as GroupQuestionComparison;
    expect(body.question).toMatchObject({ label: 'Exercice d’évacuation', isCritical: true });
    const [a1, a2, a3Row] = body.rows;
    expect(a1).toMatchObject({
      site: { name: 'Crèche A1' },
      answer: { value: false, isConforming: false, comment: 'Pas d’exercice cette année' },
    });
    expect(a1!.answer!.evidence.map((document) => document.name)).toEqual([`preuve-${parisDay(100)}.pdf`]);
    expect(a2).toMatchObject({ site: { name: 'Crèche A2' }, answer: { value: true, isConforming: true } });
    expect(a3Row).toMatchObject({ site: { name: 'Crèche A3' }, evaluationId: null, answer: null });
    const unknownKey = await t.request('GET', `/api/v1/group/forms/${formId}/questions/inconnue/comparison`, {
      cookie: cookies.masterA!,
    });
    expect(unknownKey.status).toBe(404);
    expect(JSON.stringify(unknownKey.body)).toContain('Question introuvable');
  });

  it("answers another client's form like an unknown one, and never shows another client's sites", async () => {
    const foreign = await t.request('GET', `/api/v1/group/forms/${formId}/comparison`, { cookie: cookies.masterB! });
    const unknown = await t.request('GET', '/api/v1/group/forms/inconnu/comparison', { cookie: cookies.masterB! });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(JSON.stringify(foreign.body)).toContain('Questionnaire introuvable');
    // A shared form compared by B's manager: B's site only.
    const [shared] = await t.db
      .select({ id: forms.id })
      .from(forms)
      .where(sql`${forms.name} = 'F3'`);
    const ofB = await t.request('GET', `/api/v1/group/forms/${shared!.id}/comparison`, { cookie: cookies.masterB! });
    expect(ofB.body.sites.map((site: { name: string }) => site.name)).toEqual(['Crèche B1']);
    expect(JSON.stringify(ofB.body)).not.toContain('Crèche A');
  });
});

describe('questions set aside at a site (issue 26, ADR 035)', () => {
  const REASON = 'l’établissement n’organise pas de sorties';
  let formId: string;
  beforeAll(async () => {
    const db = t.db;
    const form = await insertForm(db, { name: 'Sorties G', categoryId: null, clientId: tenants.clientA.id });
    formId = form.id;
    await db.insert(questions).values([
      {
        formId,
        version: 1,
        key: 's1',
        position: 1,
        label: 'Deux professionnels pendant les sorties',
        type: 'BOOLEAN',
        isCritical: true,
        appliesWhen: { practices: ['OUTINGS'], reason: REASON },
      },
      { formId, version: 1, key: 's2', position: 2, label: 'Trousse de secours vérifiée', type: 'BOOLEAN' },
    ]);
    // A1 never goes out: its evaluation froze s1 as not applying, and keeps a « Non » given before it did.
    const onA1 = await insertEvaluation(db, {
      establishmentId: tenants.establishmentA1.id,
      formId,
      status: 'COMPLETED',
      at: daysAgo(2),
      score: 100,
      conformityRate: 100,
    });
    await db
      .update(evaluations)
      .set({
        applicability: {
          frozenAt: daysAgo(2).toISOString(),
          excluded: [{ questionKey: 's1', reason: REASON }],
          profile: { ...UNKNOWN_PROFILE, practices: [] },
        },
      })
      .where(eq(evaluations.id, onA1.id));
    // A2 goes out: s1 applies and was answered.
    const onA2 = await insertEvaluation(db, {
      establishmentId: tenants.establishmentA2.id,
      formId,
      status: 'COMPLETED',
      at: daysAgo(4),
      score: 100,
      conformityRate: 100,
    });
    await db.insert(answers).values([
      { evaluationId: onA1.id, questionKey: 's1', value: false },
      { evaluationId: onA1.id, questionKey: 's2', value: true },
      { evaluationId: onA2.id, questionKey: 's1', value: true },
      { evaluationId: onA2.id, questionKey: 's2', value: true },
    ]);
    // A3, not evaluated, says on its profile that it never goes out; A2's profile is today the same, but its
    // evaluation asked s1: the comparison shows what was evaluated.
    await db
      .update(establishments)
      .set({ practices: [] })
      .where(inArray(establishments.id, [tenants.establishmentA2.id, ctx.a3.id]));
  });

  it('counts a set-aside question neither as unanswered nor as a gap, even with a « Non » kept from before', async () => {
    const response = await t.request('GET', `/api/v1/group/forms/${formId}/comparison`, { cookie: cookies.masterA! });
    expect(response.status).toBe(200);
    const body = response.body as GroupComparison;
    expect(body.questions[0]).toMatchObject({
      key: 's1',
      conforming: 1,
      nonConforming: 0,
      setAside: 1,
      unanswered: 0,
      conformityRate: 100,
      nonConformingSites: [],
    });
    expect(body.questions[1]).toMatchObject({ key: 's2', conforming: 2, setAside: 0, unanswered: 0 });
  });

  it('says per site that the question does not apply, from its evaluation or, not yet evaluated, its profile', async () => {
    const response = await t.request('GET', `/api/v1/group/forms/${formId}/questions/s1/comparison`, {
      cookie: cookies.masterA!,
    });
    expect(response.status).toBe(200);
    const body = response.body as GroupQuestionComparison;
    expect(body.rows.map((row) => [row.site.name, row.setAside])).toEqual([
      ['Crèche A1', { reason: REASON, source: 'EVALUATION' }],
      ['Crèche A2', null],
      ['Crèche A3', { reason: REASON, source: 'PROFILE' }],
    ]);
    // The answer kept at A1 stays readable; it counts for nothing.
    expect(body.rows[0]!.answer).toMatchObject({ value: false });
    const other = await t.request('GET', `/api/v1/group/forms/${formId}/questions/s2/comparison`, {
      cookie: cookies.masterA!,
    });
    expect(other.body.rows.map((row: { setAside: unknown }) => row.setAside)).toEqual([null, null, null]);
  });
});
