import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { getParisToday } from '@qc/shared/dates';
import type { Database } from '../db/client.ts';
import { saveAnswer } from '../evaluations/save-answer.ts';
import type { Actor } from '../scope/actor.ts';

type Question = EvaluationDetail['questions'][number];

/** A conforming answer to each question, or a failing one for the keys given. */
export function answerValue(question: Question, failing: boolean): boolean | string | string[] | number {
  switch (question.type) {
    case 'BOOLEAN':
      return failing ? !(question.conformingAnswer ?? true) : (question.conformingAnswer ?? true);
    case 'SELECT': {
      const sorted = [...question.options].sort((a, b) => b.score - a.score);
      return (failing ? sorted.at(-1) : sorted[0])!.label;
    }
    case 'MULTIPLE_CHOICE':
      return failing ? [] : question.options.map((option) => option.label);
    case 'NOTATION':
      return failing ? (question.scale?.min ?? 1) : (question.scale?.max ?? 4);
  }
}

export async function answerAll(
  db: Database,
  actor: Actor,
  evaluation: EvaluationDetail,
  failing: (index: number) => boolean,
) {
  // Issue 26: a question the evaluation set aside takes no answer (the save refuses it); the others keep their index.
  const setAside = new Set(evaluation.applicability.notApplicable.map((item) => item.questionKey));
  for (const [index, question] of evaluation.questions.entries()) {
    if (setAside.has(question.key)) continue;
    await saveAnswer(db, actor, {
      evaluationId: evaluation.id,
      questionKey: question.key,
      value: answerValue(question, failing(index)),
      notApplicable: false,
      justification: null,
      comment: failing(index) ? 'Écart relevé lors de l’auto-évaluation de l’équipe.' : null,
      expectedVersion: 0,
    });
  }
}

export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 86_400_000);
}

export function monthsAgo(months: number): Date {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
}

/** The Paris calendar day `offsetDays` from now (negative: in the past), as YYYY-MM-DD. */
export function parisDate(offsetDays: number): string {
  return getParisToday(new Date(Date.now() + offsetDays * 86_400_000));
}
