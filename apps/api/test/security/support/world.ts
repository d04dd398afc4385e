import { createTestContext, type TestContext } from '../../support/app.ts';
import { hasSessions } from '../../../src/db/schema-evaluations.ts';
import { createTenants, insertMember, insertUser, type Tenants } from '../../support/fixtures.ts';
import { pdfFile } from './valid-input.ts';
import { ok, postMultipart as upload } from '../../support/requests.ts';
import { answer as answerSurvey, openSurveyWithCodes, parentsAnswers } from '../../support/surveys.ts';

/**
 * Two clients with a row of every kind: A, the victim, and B, whose staff
 * attack. Rows are made through the API (as each client's own staff) so
 * they are what the product itself stores. A's names carry "Alpha" so that
 * a leak of any of them is found in a body.
 */
export type ClientRows = {
  client: string;
  legalEntity: string;
  establishment: string;
  user: string;
  member: string;
  agreement: string;
  category: string;
  form: string;
  question: string;
  questionKey: string;
  /** Completed: its proposals, comparison and report exist. */
  evaluation: string;
  /** In progress on the same form: answers may be saved. */
  openEvaluation: string;
  answer: string;
  document: string;
  template: string;
  action: string;
  comment: string;
  /** An open campaign on the establishment (issue 17 item 3). */
  campaign: string;
  /** A child's accident declared by the director (issue 29). */
  incident: string;
  /** An open parents' survey answered five times, with a comment (issue 28 item 3). */
  survey: string;
  surveyComment: string;
  /** A recurring obligation tracked by the establishment, and its open occurrence (issue 27 item 4). */
  obligation: string;
  occurrence: string;
  /** A validated version of the establishment's projet d'évaluation (issue 28 item 2). */
  projectVersion: string;
  /** An HAS session of the open evaluation (issue 30 item 3; stored directly: the campaign's form is not HAS's). */
  hasSession: string;
};

export type World = {
  tenants: Tenants;
  a: ClientRows;
  b: ClientRows;
  /** A form and a category of the shared library (no client). */
  sharedForm: string;
  sharedCategory: string;
  cookies: {
    admin: string;
    masterA: string;
    directorA: string;
    masterB: string;
    directorB: string;
    collaboratorB: string;
  };
  /** Every id and name of client A: none may appear in an answer to B. */
  secretsOfA: string[];
};

async function buildClient(
  t: TestContext,
  side: 'Alpha' | 'Beta',
  ids: { client: string; legalEntity: string; establishment: string },
  master: string,
  director: string,
  collaboratorUserId: string,
  sharedForm: string,
): Promise<ClientRows> {
  const api = `/api/v1`;
  const member = await insertMember(t.db, {
    clientId: ids.client,
    userId: collaboratorUserId,
    establishmentIds: [ids.establishment],
  });
  const agreement = await ok(
    t.request('POST', `${api}/agreements`, {
      cookie: master,
      body: { establishmentId: ids.establishment, number: `AGR-${side}`, metadata: { note: `Métadonnée ${side}` } },
    }),
    'agreement',
  );
  const category = await ok(
    t.request('POST', `${api}/categories`, {
      cookie: master,
      body: { name: `Catégorie ${side} privée`, kind: 'CONFORMITY' },
    }),
    'category',
  );
  const form = await ok(
    t.request('POST', `${api}/forms`, {
      cookie: master,
      body: { name: `Questionnaire ${side} privé`, kind: 'CONFORMITY', categoryId: category.id },
    }),
    'form',
  );
  const withQuestion = await ok(
    t.request('POST', `${api}/forms/${form.id}/questions`, {
      cookie: master,
      body: {
        formId: form.id,
        type: 'BOOLEAN',
        label: `Question ${side} secrète`,
        isDocumentRecommended: true,
        expectedDocument: 'Protocole',
      },
    }),
    'question',
  );
  const question = withQuestion.questions[0];
  const document = await upload(t, `${api}/establishments/${ids.establishment}/documents`, director, {
    file: pdfFile(`preuve-${side.toLowerCase()}.pdf`),
    type: 'PROTOCOLE',
  });
  if (document.status !== 201) throw new Error(`document: ${document.status} ${JSON.stringify(document.body)}`);
  const template = await upload(t, `${api}/forms/${form.id}/templates`, master, {
    file: pdfFile(`modele-${side.toLowerCase()}.pdf`),
  });
  if (template.status !== 201) throw new Error(`template: ${template.status} ${JSON.stringify(template.body)}`);

  // A completed evaluation (non-conforming answer: it proposes an action), then one in progress.
  const evaluation = await ok(
    t.request('POST', `${api}/evaluations`, {
      cookie: director,
      body: { establishmentId: ids.establishment, formId: form.id },
    }),
    'evaluation',
  );
  const answer = await ok(
    t.request('PUT', `${api}/evaluations/${evaluation.id}/answers/${question.key}`, {
      cookie: director,
      body: { value: false, expectedVersion: 0, comment: `Réponse ${side}` },
    }),
    'answer',
  );
  await ok(
    t.request('POST', `${api}/evaluations/${evaluation.id}/answers/${question.key}/evidence`, {
      cookie: director,
      body: { documentId: document.body.id },
    }),
    'evidence',
  );
  await ok(t.request('POST', `${api}/evaluations/${evaluation.id}/complete`, { cookie: director }), 'complete');
  const openEvaluation = await ok(
    t.request('POST', `${api}/evaluations`, {
      cookie: director,
      body: { establishmentId: ids.establishment, formId: form.id, fromPrevious: true },
    }),
    'open evaluation',
  );
  // An evaluation of the shared form too: its counts must stay each client's own.
  await ok(
    t.request('POST', `${api}/evaluations`, {
      cookie: director,
      body: { establishmentId: ids.establishment, formId: sharedForm },
    }),
    'shared-form evaluation',
  );
  const action = await ok(
    t.request('POST', `${api}/actions`, {
      cookie: director,
      body: {
        establishmentId: ids.establishment,
        title: `Action ${side}`,
        responsibleId: member.id,
        dueDate: '2030-06-28',
        evaluationId: evaluation.id,
        questionKey: question.key,
        formId: form.id,
      },
    }),
    'action',
  );
  const commented = await ok(
    t.request('POST', `${api}/actions/${action.id}/comments`, {
      cookie: director,
      body: { body: `Commentaire ${side}` },
    }),
    'comment',
  );
  const evidence = await upload(t, `${api}/actions/${action.id}/evidence`, director, {
    file: pdfFile(`action-${side.toLowerCase()}.pdf`),
  });
  if (evidence.status >= 300) throw new Error(`action evidence: ${evidence.status} ${JSON.stringify(evidence.body)}`);
  const campaign = await ok(
    t.request('POST', `${api}/campaigns`, {
      cookie: master,
      body: {
        name: `Campagne ${side}`,
        formIds: [form.id],
        establishmentIds: [ids.establishment],
        deadline: '2099-12-31',
      },
    }),
    'campaign',
  );
  const incident = await ok(
    t.request('POST', `${api}/incidents`, {
      cookie: director,
      body: {
        establishmentId: ids.establishment,
        kind: 'CHILD_ACCIDENT',
        occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
        place: `Salle ${side}`,
        description: `Chute ${side}`,
        severity: 4,
        hospitalisation: true,
      },
    }),
    'incident',
  );
  const survey = await openSurveyWithCodes(t, director, ids.establishment, { codes: 5 });
  for (const [index, code] of survey.codes.entries()) {
    const sent = await answerSurvey(
      t,
      code,
      parentsAnswers(`Avis ${side} ${index}`),
      `192.0.2.${side === 'Alpha' ? 1 : 2}`,
    );
    if (sent.status !== 201) throw new Error(`survey answer: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  const surveyResults = await ok(
    t.request('GET', `${api}/surveys/${survey.id}/results`, { cookie: director }),
    'survey results',
  );
  const obligation = await ok(
    t.request('POST', `${api}/establishments/${ids.establishment}/obligations`, {
      cookie: director,
      body: { fromLibrary: 'EXERCICE_EVACUATION', firstDueDate: '2030-01-15', responsibleId: member.id },
    }),
    'obligation',
  );
  const project = await ok(
    t.request('PUT', `${api}/establishments/${ids.establishment}/evaluation-project/draft`, {
      cookie: director,
      body: {
        expectedRevision: 0,
        startYear: 2026,
        criteria: [{ kind: 'PART', ref: 'PARENTS', reasons: `Raisons ${side}` }],
        indicators: [{ label: `Indicateur ${side}`, target: '' }],
        calendar: ['Année 1', 'Année 2', 'Année 3', 'Année 4', 'Année 5'],
        teamParticipation: `Équipe ${side}`,
        familyParticipation: `Familles ${side}`,
        pilotMemberId: member.id,
      },
    }),
    'evaluation project',
  );
  const validatedProject = await ok(
    t.request('POST', `${api}/establishments/${ids.establishment}/evaluation-project/validate`, {
      cookie: director,
      body: { expectedRevision: project.revision },
    }),
    'evaluation project validated',
  );
  const [hasSession] = await t.db
    .insert(hasSessions)
    .values({ evaluationId: openEvaluation.id, method: 'AUDIT_SYSTEME', number: 1 })
    .returning({ id: hasSessions.id });
  return {
    ...ids,
    hasSession: hasSession!.id,
    projectVersion: validatedProject.current.id,
    obligation: obligation.id,
    occurrence: obligation.current.id,
    user: collaboratorUserId,
    member: member.id,
    agreement: agreement.id,
    category: category.id,
    form: form.id,
    question: question.id,
    questionKey: question.key,
    evaluation: evaluation.id,
    openEvaluation: openEvaluation.id,
    answer: answer.id,
    document: document.body.id,
    template: template.body.id,
    action: action.id,
    comment: commented.comments[0].id,
    campaign: campaign.id,
    incident: incident.id,
    survey: survey.id,
    surveyComment: surveyResults.comments[0].id,
  };
}

/** The API on a database of its own, with the rows of both clients that the campaign and the fuzz read. */
export async function openWorld(): Promise<{ t: TestContext; world: World }> {
  const t = await createTestContext();
  const tenants = await createTenants(t.db);
  const collaboratorA = tenants.users.collaboratorA;
  const collaboratorB = await insertUser(t.db, {
    role: 'COLLABORATOR',
    clientId: tenants.clientB.id,
    establishmentId: tenants.establishmentB1.id,
  });
  const cookies = {
    admin: await t.signIn(tenants.users.admin.email),
    masterA: await t.signIn(tenants.users.masterA.email),
    directorA: await t.signIn(tenants.users.directorA.email),
    masterB: await t.signIn(tenants.users.masterB.email),
    directorB: await t.signIn(tenants.users.directorB.email),
    collaboratorB: await t.signIn(collaboratorB.email),
  };
  const sharedCategory = await ok(
    t.request('POST', '/api/v1/categories', {
      cookie: cookies.admin,
      body: { name: 'Catégorie partagée', kind: 'CONFORMITY' },
    }),
    'shared category',
  );
  const sharedForm = await ok(
    t.request('POST', '/api/v1/forms', {
      cookie: cookies.admin,
      body: { name: 'Questionnaire partagé', kind: 'CONFORMITY', categoryId: sharedCategory.id },
    }),
    'shared form',
  );
  await ok(
    t.request('POST', `/api/v1/forms/${sharedForm.id}/questions`, {
      cookie: cookies.admin,
      body: { formId: sharedForm.id, type: 'BOOLEAN', label: 'Question partagée' },
    }),
    'shared question',
  );
  const a = await buildClient(
    t,
    'Alpha',
    { client: tenants.clientA.id, legalEntity: tenants.legalEntityA.id, establishment: tenants.establishmentA1.id },
    cookies.masterA,
    cookies.directorA,
    collaboratorA.id,
    sharedForm.id,
  );
  const b = await buildClient(
    t,
    'Beta',
    { client: tenants.clientB.id, legalEntity: tenants.legalEntityB.id, establishment: tenants.establishmentB1.id },
    cookies.masterB,
    cookies.directorB,
    collaboratorB.id,
    sharedForm.id,
  );
  // A private form of A filed in the shared category: B must not count it (issue 12 item 1).
  const filed = await t.request('POST', '/api/v1/forms', {
    cookie: cookies.masterA,
    body: { name: 'Questionnaire Alpha rangé', kind: 'CONFORMITY', categoryId: sharedCategory.id },
  });
  const usersOfA = [tenants.users.masterA, tenants.users.directorA, collaboratorA];
  const secretsOfA = [
    ...Object.values(a),
    ...(filed.status === 201 ? [filed.body.id as string] : []),
    tenants.establishmentA2.id,
    ...usersOfA.flatMap((user) => [user.id, user.email]),
    'Client A',
    'Entité A',
    'Crèche A1',
    'Crèche A2',
    'Alpha',
    'alpha',
  ];
  const world: World = {
    tenants,
    a,
    b,
    sharedForm: sharedForm.id,
    sharedCategory: sharedCategory.id,
    cookies,
    secretsOfA: [...new Set(secretsOfA)],
  };
  return { t, world };
}
