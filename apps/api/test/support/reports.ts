import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { insertMember, type Tenants } from './fixtures.ts';
import { createFormWithQuestions } from './questionnaires.ts';

/**
 * The evaluation the report files render (reports*.test.ts): a two-question form (an impératif answered « non »,
 * a notation), answered with a comment and completed by A1's DIRECTOR, with one critical action. Returns its id.
 */
export async function seedReportEvaluation(
  t: TestContext,
  tenants: Tenants,
  cookies: { admin: string; directorA: string },
): Promise<string> {
  const form = await createFormWithQuestions(t, cookies.admin, 'Règlement de fonctionnement — œuvre 2026', [
    { type: 'BOOLEAN', label: 'Les protocoles sont-ils annexés ?', reference: 'CSP art. R2324-30', isCritical: true },
    { type: 'NOTATION', label: 'Les familles connaissent le règlement.' },
  ]);
  const [boolean, notation] = form.keys;
  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.id },
  });
  const evaluationId: string = evaluation.body.id;
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
  return evaluationId;
}
