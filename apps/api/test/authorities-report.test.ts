import { beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../src/db/schema-action-plans.ts';
import { answers } from '../src/db/schema-evaluations.ts';
import { forms, questions } from '../src/db/schema-questionnaires.ts';
import { download } from './support/board-report.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { daysAgo, insertEvaluation, parisDay } from './support/evaluation-rows.ts';
import { insertMember } from './support/fixtures.ts';
import { pdfText } from './support/pdf-text.ts';
import { answer, openSurveyWithCodes, parentsAnswers } from './support/surveys.ts';

/**
 * Issue 28 item 4 (ADR 046): the quality evaluation report for the authorities — its data (scope, the surveys'
 * threshold, hidden comments left out) read back from the PDF; and item 5: the five-year cycle's scope.
 */

const { t, tenants, cookies } = useFileContext(openTenantsContext);
const api = '/api/v1';
const reportOf = (establishmentId: string) => `${api}/establishments/${establishmentId}/authorities-report`;
const read = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ');
const PARENTS_PART = 'Référentiel national de la qualité d’accueil du jeune enfant (2025), relation avec les parents';
let evaluationAt: Date;
let ownerName: string;

beforeAll(async () => {
  const a1 = tenants.establishmentA1.id;
  const [form] = await t.db
    .insert(forms)
    .values({ name: 'Qualité : la relation avec les parents', kind: 'QUALITY', version: 1, clientId: null })
    .returning();
  const boolean = { type: 'BOOLEAN', conformingAnswer: true, version: 1, formId: form!.id } as const;
  await t.db.insert(questions).values([
    {
      ...boolean,
      key: 'transmissions',
      position: 1,
      label: 'Les transmissions du soir sont-elles personnalisées ?',
      reference: `${PARENTS_PART} ; CSP art. R2324-29 3°`,
    },
    {
      ...boolean,
      key: 'council',
      position: 2,
      label: 'Les parents sont-ils invités au conseil de crèche ?',
      reference: PARENTS_PART,
      isCritical: true,
    },
    {
      ...boolean,
      key: 'booklet',
      position: 3,
      label: 'Le livret d’accueil est-il remis ?',
      reference: 'CSP art. R2324-31 III',
    },
  ]);
  evaluationAt = daysAgo(40);
  const evaluation = await insertEvaluation(t.db, {
    establishmentId: a1,
    formId: form!.id,
    status: 'COMPLETED',
    at: evaluationAt,
    score: 67,
    conformityRate: 67,
  });
  await t.db.insert(answers).values([
    { evaluationId: evaluation.id, questionKey: 'transmissions', value: true },
    { evaluationId: evaluation.id, questionKey: 'council', value: false },
    { evaluationId: evaluation.id, questionKey: 'booklet', value: true },
  ]);
  // The same form evaluated at B1: never in A1's report.
  const foreign = await insertEvaluation(t.db, {
    establishmentId: tenants.establishmentB1.id,
    formId: form!.id,
    status: 'COMPLETED',
    at: daysAgo(10),
    score: 0,
    conformityRate: 0,
  });
  const owner = await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [a1] });
  ownerName = `${owner.firstName} ${owner.lastName}`;
  await t.db.insert(actions).values([
    {
      establishmentId: a1,
      formId: form!.id,
      evaluationId: evaluation.id,
      questionKey: 'council',
      title: 'Créer un conseil de crèche avec les parents',
      responsibleId: owner.id,
      dueDate: parisDay(60),
      priority: 'HIGH',
    },
    { establishmentId: a1, title: 'Action hors évaluation', dueDate: parisDay(10) },
    {
      establishmentId: tenants.establishmentB1.id,
      evaluationId: foreign.id,
      title: 'Action de B1',
      dueDate: parisDay(10),
    },
  ]);

  // Families: five answers, one comment hidden by the director. Team: three answers, below the threshold.
  const parents = await openSurveyWithCodes(t, cookies.directorA, a1, { codes: 6 });
  for (const [index, code] of parents.codes.slice(0, 4).entries())
    expect((await answer(t, code, parentsAnswers(`Merci à l’équipe ${index}`))).status).toBe(201);
  expect((await answer(t, parents.codes[4]!, parentsAnswers('Un mot désobligeant'))).status).toBe(201);
  const results = await t.request<any>('GET', `${api}/surveys/${parents.id}/results`, { cookie: cookies.directorA });
  const rude = results.body.comments.find((comment: { body: string }) => comment.body === 'Un mot désobligeant');
  const hidden = await t.request('PUT', `${api}/survey-comments/${rude.id}/visibility`, {
    cookie: cookies.directorA,
    body: { hidden: true },
  });
  expect(hidden.status).toBe(200);
  const staff = await openSurveyWithCodes(t, cookies.directorA, a1, { audience: 'STAFF', codes: 4 });
  const staffQuestions = staff.questions.map((question) => ({
    key: question.key,
    value:
      question.type === 'SCALE' ? 'Plutôt' : question.type === 'CHOICE' ? question.options![0] : 'Commentaire équipe',
  }));
  for (const code of staff.codes.slice(0, 3)) expect((await answer(t, code, staffQuestions)).status).toBe(201);
  // Another client's survey, with its own comment.
  const other = await openSurveyWithCodes(t, cookies.directorB, tenants.establishmentB1.id, { codes: 6 });
  for (const code of other.codes.slice(0, 5))
    expect((await answer(t, code, parentsAnswers('Secret de la crèche B1'), '203.0.113.99')).status).toBe(201);
});

describe('the quality evaluation report for the authorities (issue 28 item 4)', () => {
  it('says « à établir » for the calendar while no projet d’évaluation is validated', async () => {
    const pdf = await download(t, reportOf(tenants.establishmentA2.id), cookies.masterA);
    expect(pdf.status).toBe(200);
    const text = await read(pdf.bytes);
    expect(text).toContain('Aucun projet d’évaluation validé : le calendrier sur cinq ans reste à établir.');
    expect(text).toContain('Aucune auto-évaluation de la qualité n’a encore été terminée.');
  });

  it('gives results by questionnaire and group, strengths, priorities, the voices above the threshold, the plan and the calendar', async () => {
    const a1 = tenants.establishmentA1.id;
    const pilot = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      userId: tenants.users.directorA.id,
      establishmentIds: [a1],
    });
    const draft = await t.request('PUT', `${api}/establishments/${a1}/evaluation-project/draft`, {
      cookie: cookies.directorA,
      body: {
        expectedRevision: 0,
        startYear: 2026,
        criteria: [{ kind: 'PART', ref: 'PARENTS', reasons: 'Les familles demandent plus de transmissions.' }],
        indicators: [{ label: 'Familles satisfaites', target: '80 %' }],
        calendar: ['Enquête familles 2026', 'Repas et sommeil', 'Relation avec l’enfant', 'Organisation', 'Bilan'],
        teamParticipation: 'Une réunion par trimestre.',
        familyParticipation: 'Un questionnaire chaque printemps.',
        pilotMemberId: pilot.id,
      },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const validated = await t.request('POST', `${api}/establishments/${a1}/evaluation-project/validate`, {
      cookie: cookies.directorA,
      body: { expectedRevision: 1 },
    });
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);

    const pdf = await download(t, reportOf(a1), cookies.directorA);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await read(pdf.bytes);
    expect(text).toContain('Rapport d’évaluation de la qualité de l’accueil');
    expect(text).toContain('Crèche A1');
    // Results by questionnaire, then by the group its questions cite.
    expect(text).toContain('Qualité : la relation avec les parents');
    expect(text).toContain('relation avec les parents');
    expect(text).toContain('CSP art. R2324-31 III');
    // Strengths: the conforming answers; priorities: the gap, an impératif, with its planned action.
    expect(text).toContain('Points forts');
    expect(text).toContain('Les transmissions du soir sont-elles personnalisées ?');
    expect(text).toMatch(/Les parents sont-ils invités au conseil de crèche \? \(impératif\)/);
    expect(text).toContain('Action prévue : Créer un conseil de crèche');
    // The families' voice (5 answers): counts and the visible comments; the hidden one never.
    expect(text).toContain('Familles —');
    expect(text).toContain('5 réponses · Ouverte');
    expect(text).toContain('3 réponses · Ouverte');
    expect(text).toContain('Plutôt : 100 %');
    expect(text).toContain('« Merci à l’équipe 0 »');
    expect(text).not.toContain('Un mot désobligeant');
    // The team's (3 answers): the French sentence, no result, not its comment.
    expect(text).toContain('Équipe —');
    expect(text).toContain(
      'Les résultats s’affichent à partir de 5 réponses, pour préserver l’anonymat des répondants.',
    );
    expect(text).not.toContain('Commentaire équipe');
    // The plan: the evaluation's action with its owner and due date; not an unrelated one, nor B1's.
    expect(text).toContain('Créer un conseil de crèche avec les parents');
    expect(text).toContain(ownerName);
    expect(text).not.toContain('Action hors évaluation');
    expect(text).not.toContain('Action de B1');
    expect(text).not.toContain('Secret de la crèche B1');
    // The calendar of the validated version.
    expect(text).toContain('Version 1 validée le');
    expect(text).toContain('Enquête familles 2026');
    expect(text).toContain('2030');
  });

  it('refuses a foreign establishment (404), a collaborator and the platform’s ADMIN (403)', async () => {
    const foreign = await t.request<any>('GET', reportOf(tenants.establishmentB1.id), { cookie: cookies.directorA });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Établissement introuvable');
    const otherSite = await t.request<any>('GET', reportOf(tenants.establishmentA2.id), { cookie: cookies.directorA });
    expect(otherSite.status).toBe(404);
    const otherClient = await t.request<any>('GET', reportOf(tenants.establishmentA1.id), { cookie: cookies.masterB });
    expect(otherClient.status).toBe(404);
    const collaborator = await t.request<any>('GET', reportOf(tenants.establishmentA1.id), {
      cookie: cookies.collaboratorA,
    });
    expect(collaborator.status).toBe(403);
    const admin = await t.request<any>('GET', reportOf(tenants.establishmentA1.id), { cookie: cookies.admin });
    expect(admin.status).toBe(403);
  });
});

describe('the five-year cycle of the group view (issue 28 item 5)', () => {
  const cycle = (cookie: string, query = '') =>
    t.request<any>('GET', `${api}/group/evaluation-cycle${query}`, { cookie });

  it('shows the CLIENT_MASTER her sites only, with the last evaluation, the next due, the project and the surveys', async () => {
    const response = await cycle(cookies.masterA);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const names = response.body.items.map((row: any) => row.establishment.name);
    expect(names).toEqual(['Crèche A1', 'Crèche A2']);
    expect(response.body.total).toBe(2);
    const [a1, a2] = response.body.items;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(evaluationAt);
    expect(a1.lastEvaluatedOn).toBe(day);
    expect(a1.nextDueOn).toBe(`${Number(day.slice(0, 4)) + 5}${day.slice(4)}`);
    expect(a1.surveysOpen).toBe(2);
    expect(a2).toMatchObject({
      lastEvaluatedOn: null,
      nextDueOn: null,
      project: { state: 'NONE' },
      surveysOpen: 0,
    });
    // Validated in the report's test above.
    expect(a1.project).toMatchObject({ state: 'VALIDATED', number: 1 });
    expect(response.body.qualityForms.map((form: any) => form.name)).toContain(
      'Qualité : la relation avec les parents',
    );
    // Sorted by next due: « à planifier » first; paginated on the server.
    const page = await cycle(cookies.masterA, '?sort=nextDue&pageSize=1&page=1');
    expect(page.body.items.map((row: any) => row.establishment.name)).toEqual(['Crèche A2']);
    expect(page.body.total).toBe(2);
  });

  it('shows a DIRECTOR hers only, another client’s id answers 404, the ADMIN 403', async () => {
    const director = await cycle(cookies.directorA);
    expect(director.body.items.map((row: any) => row.establishment.name)).toEqual(['Crèche A1']);
    const masterB = await cycle(cookies.masterB);
    expect(masterB.body.items.map((row: any) => row.establishment.name)).toEqual(['Crèche B1']);
    expect(masterB.body.items[0].surveysOpen).toBe(1);
    const foreign = await cycle(cookies.masterA, `?clientId=${tenants.clientB.id}`);
    expect(foreign.status).toBe(404);
    const admin = await cycle(cookies.admin, `?clientId=${tenants.clientA.id}`);
    expect(admin.status).toBe(403);
    const badSort = await cycle(cookies.masterA, '?sort=hack');
    expect(badSort.status).toBe(400);
    expect(JSON.stringify(badSort.body)).toContain('Tri invalide : nom ou prochaine échéance');
  });
});
