import { and, eq, type Column, type SQL } from 'drizzle-orm';
import { questions } from '../db/schema-questionnaires.ts';

/**
 * The question `key` of the form version an evaluation answers: `evaluation` is a row already read or the
 * evaluations table's columns (a join), `key` a value or a column. How an answer, a dismissal or an action finds its
 * question's wording.
 */
export function questionOfEvaluation(
  evaluation: { formId: string | Column; formVersion: number | Column },
  key: string | Column,
): SQL {
  return and(
    eq(questions.formId, evaluation.formId),
    eq(questions.version, evaluation.formVersion),
    eq(questions.key, key),
  ) as SQL;
}
