import { CRITERION_KEY, type HasAnswer, type HasQuestion, type HasResult, computeHasResult } from './has.ts';

/**
 * One completed HAS questionnaire of an establishment, as the combined reading takes it (review of ADR 043, item a):
 * its frozen questions and answers, the questions frozen as not applying, and when it was completed.
 */
export type HasPart = {
  questions: HasQuestion[];
  answers: HasAnswer[];
  excludedKeys?: Iterable<string>;
  completedAt: string;
};

/**
 * Which questionnaire speaks for each HAS criterion when an establishment's questionnaires are combined: the most
 * recently completed one holding it (a criterion in two questionnaires is counted once). A criterion frozen as not
 * applying in the newest questionnaire holding it stays out, even if an older one rated it.
 */
export function pickHasCriteria<TPart extends HasPart>(
  parts: TPart[],
): Array<{ question: HasQuestion; answer: HasAnswer | undefined; part: TPart }> {
  const newestFirst = [...parts].sort((left, right) => right.completedAt.localeCompare(left.completedAt));
  const claimed = new Set<string>();
  const picked: Array<{ question: HasQuestion; answer: HasAnswer | undefined; part: TPart }> = [];
  for (const part of newestFirst) {
    const excluded = new Set(part.excludedKeys ?? []);
    const answers = new Map(part.answers.map((answer) => [answer.questionKey, answer]));
    for (const question of part.questions) {
      if (!CRITERION_KEY.test(question.key) || claimed.has(question.key)) continue;
      claimed.add(question.key);
      if (excluded.has(question.key)) continue;
      picked.push({ question, answer: answers.get(question.key), part });
    }
  }
  return picked;
}

/**
 * One reading over all of an establishment's HAS questionnaires (the latest completed of each, chosen by the caller):
 * one `computeHasResult` over their criteria, so the impératifs read « x / 18 » (or as many as apply) rather than per
 * questionnaire. Null when none holds a HAS criterion.
 */
export function combineHasParts(parts: HasPart[]): HasResult | null {
  const picked = pickHasCriteria(parts);
  return computeHasResult(
    picked.map((item) => item.question),
    picked.flatMap((item) => (item.answer ? [item.answer] : [])),
  );
}
