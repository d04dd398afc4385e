import { expect } from 'vitest';
import type { TestContext } from './app.ts';

/** The questions of each type and the form maker shared by the questionnaires-*.test.ts files. */
export const booleanQuestion = {
  type: 'BOOLEAN',
  label: "Le projet d'établissement comporte-t-il ses trois volets ?",
  reference: 'CSP art. R2324-29',
  isDocumentRequired: true,
  expectedDocument: "Projet d'établissement",
  isCritical: true,
};
export const selectQuestion = {
  type: 'SELECT',
  label: "Chaque professionnel a-t-il bénéficié de 6 h d'analyse des pratiques ?",
  reference: 'CSP art. R2324-37',
  options: [
    { label: 'Oui', score: 100 },
    { label: 'Partiellement', score: 50 },
    { label: 'Non', score: 0 },
  ],
  isDocumentRecommended: true,
  expectedDocument: "Feuilles d'émargement",
};
export const multipleQuestion = {
  type: 'MULTIPLE_CHOICE',
  label: 'Quels protocoles sont annexés au règlement de fonctionnement ?',
  options: [
    { label: "Situations d'urgence", score: 25 },
    { label: 'Hygiène', score: 25 },
    { label: 'Soins spécifiques', score: 25 },
    { label: 'Maltraitance', score: 25 },
  ],
};
export const notationQuestion = { type: 'NOTATION', label: 'Les familles participent à la vie de la crèche.' };

export async function createForm(t: TestContext, cookie: string, body: Record<string, unknown>) {
  const response = await t.request('POST', '/api/v1/forms', { cookie, body: { kind: 'CONFORMITY', ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A conformity form with these questions, by its author: its id and its questions' keys, in order. */
export async function createFormWithQuestions(
  t: TestContext,
  cookie: string,
  name: string,
  questions: ReadonlyArray<Record<string, unknown>>,
): Promise<{ id: string; keys: string[] }> {
  const form = await createForm(t, cookie, { name });
  const keys: string[] = [];
  for (const question of questions) {
    const response = await t.request('POST', `/api/v1/forms/${form.id}/questions`, {
      cookie,
      body: { formId: form.id, ...question },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    // Every question change answers the whole form: the new question is the last one.
    keys.push(response.body.questions.at(-1).key);
  }
  return { id: form.id, keys };
}
