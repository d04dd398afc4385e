import { TEST_ORIGIN, type TestContext } from './app.ts';
import { openTenantsContext } from './context.ts';
import { createFormWithQuestions } from './questionnaires.ts';

/**
 * The self-evaluation files' start: the tenants signed in, and a shared form with one question of each
 * type (`keys` names them), then the calls to start, answer and prove.
 */

export const questions = [
  {
    type: 'BOOLEAN',
    label: "Le projet d'établissement comporte-t-il ses trois volets ?",
    isCritical: true,
    isDocumentRequired: true,
    expectedDocument: "Projet d'établissement",
    weight: 3,
  },
  {
    type: 'SELECT',
    label: "6 h d'analyse des pratiques par professionnel ?",
    options: [
      { label: 'Oui', score: 100 },
      { label: 'Partiellement', score: 50 },
      { label: 'Non', score: 0 },
    ],
  },
  {
    type: 'MULTIPLE_CHOICE',
    label: 'Quels protocoles sont annexés ?',
    options: [
      { label: 'Urgence', score: 50 },
      { label: 'Hygiène', score: 50 },
    ],
  },
  { type: 'NOTATION', label: 'Les familles participent à la vie de la crèche.', weight: 2 },
];

export async function openEvaluationsContext() {
  const { t, tenants, cookies } = await openTenantsContext();
  const { id: formId, keys: created } = await createFormWithQuestions(
    t,
    cookies.admin,
    'Conformité EAJE (test)',
    questions,
  );
  const keys = { boolean: created[0]!, select: created[1]!, multiple: created[2]!, notation: created[3]! };
  return { t, tenants, cookies, formId, keys };
}
export type EvaluationsContext = Awaited<ReturnType<typeof openEvaluationsContext>>;

export async function start(
  { t, tenants, formId }: EvaluationsContext,
  cookie: string,
  establishmentId = tenants.establishmentA1.id,
  fromPrevious = false,
) {
  return t.request('POST', '/api/v1/evaluations', { cookie, body: { establishmentId, formId, fromPrevious } });
}

export async function answer(
  t: TestContext,
  cookie: string,
  evaluationId: string,
  questionKey: string,
  body: Record<string, unknown>,
  expectedVersion = 0,
) {
  return t.request('PUT', `/api/v1/evaluations/${evaluationId}/answers/${questionKey}`, {
    cookie,
    body: { expectedVersion, ...body },
  });
}

export async function uploadEvidence(t: TestContext, cookie: string, evaluationId: string, questionKey: string) {
  const body = new FormData();
  body.append('file', new File(['%PDF-1.7\nprojet\n%%EOF'], 'projet.pdf', { type: 'application/pdf' }));
  const response = await t.app.request(`/api/v1/evaluations/${evaluationId}/answers/${questionKey}/evidence/upload`, {
    method: 'POST',
    body,
    headers: { cookie, origin: TEST_ORIGIN },
  });
  return { status: response.status, body: (await response.json()) as { evidence: unknown[] } };
}
