import { expect } from 'vitest';
import type { TestContext } from './app.ts';

/** A date `days` from today (UTC day; far enough from midnight in tests). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A survey of `establishmentId` made from the ready-made template, given a closing date, opened, with `codes` codes. */
export async function openSurveyWithCodes(
  t: TestContext,
  cookie: string,
  establishmentId: string,
  options: { audience?: 'PARENTS' | 'STAFF'; codes?: number } = {},
): Promise<{ id: string; codes: string[]; questions: { key: string; type: string; options?: string[] }[] }> {
  const created = await t.request('POST', '/api/v1/surveys', {
    cookie,
    body: { establishmentId, audience: options.audience ?? 'PARENTS' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const survey = created.body;
  const updated = await t.request('PUT', `/api/v1/surveys/${survey.id}`, {
    cookie,
    body: {
      title: survey.title,
      introduction: survey.introduction,
      closesOn: daysFromToday(10),
      questions: survey.questions,
    },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  const opened = await t.request('POST', `/api/v1/surveys/${survey.id}/open`, { cookie });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const generated = await t.request('POST', `/api/v1/surveys/${survey.id}/codes`, {
    cookie,
    body: { count: options.codes ?? 6 },
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  return { id: survey.id, codes: generated.body.codes, questions: survey.questions };
}

/** A full answer to the parents' template: every scale « Plutôt », the choice's first option, a comment. */
export function parentsAnswers(comment = 'Une équipe très à l’écoute.') {
  return [
    ...['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((key) => ({ key, value: 'Plutôt' })),
    { key: 'p7', value: 'Moins de 6 mois' },
    { key: 'p8', value: comment },
  ];
}

export function answer(t: TestContext, code: string, answers: unknown, ip = '203.0.113.10') {
  return t.request('POST', `/api/v1/public/surveys/${code}/answers`, { body: { answers }, ip });
}
