import type { HasAnswer, HasQuestion } from '@qc/shared/scoring/has';
import type { HasPart } from '@qc/shared/scoring/has-parts';
import type { AnswerValue } from '@qc/shared/scoring/score';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { FrozenApplicability } from '../db/schema-evaluations.ts';
import { excludedOf, loadQuestions, type AnswerRowWithExtras } from '../evaluations/queries.ts';
import { loadAnswers } from '../evaluations/answer-queries.ts';
import { sqlList } from '../common/sql-list.ts';

/** A HAS criterion's question key in the library (decision 026), as a LIKE pattern. */
export const HAS_KEY_PATTERN = 'essms-has-%';

/** One completed HAS questionnaire of an establishment, with what the combined reading and the pack need. */
export type LoadedHasPart = Omit<HasPart, 'questions'> & {
  evaluationId: string;
  establishmentId: string;
  formId: string;
  formName: string;
  formVersion: number;
  questions: Array<HasQuestion & Pick<Question, 'expectedDocument'>>;
  excludedKeys: string[];
  /** The answers' rows with their evidence, for the preparation pack. */
  answerRows: AnswerRowWithExtras[];
};

/**
 * Review of ADR 043, item a: per establishment, the latest completed evaluation of each form whose evaluated
 * version holds HAS criteria. Three queries whatever the number of establishments (the caller passes ids it has
 * already scoped: a page of the group view, or one establishment checked against the actor's scope).
 */
export async function loadHasParts(db: Database, establishmentIds: string[]): Promise<Map<string, LoadedHasPart[]>> {
  const byEstablishment = new Map<string, LoadedHasPart[]>();
  if (establishmentIds.length === 0) return byEstablishment;
  // The latest completed of each form first, then only those whose version holds a HAS criterion: an older completed
  // evaluation never stands in for a newer one of the same form.
  const rows = await rowsOf<{
    id: string;
    establishment_id: string;
    form_id: string;
    form_version: number;
    form_name: string;
    completed_at: string | Date;
    applicability: FrozenApplicability | null;
  }>(
    db,
    sql`select latest.* from (
          select distinct on (ev.establishment_id, ev.form_id)
            ev.id, ev.establishment_id, ev.form_id, ev.form_version, f.name as form_name, ev.completed_at, ev.applicability
          from evaluations ev join forms f on f.id = ev.form_id
          where ev.status = 'COMPLETED' and ev.completed_at is not null
            and ev.establishment_id in (${sqlList(establishmentIds)})
          order by ev.establishment_id, ev.form_id, ev.completed_at desc
        ) latest
        where exists (select 1 from questions q
          where q.form_id = latest.form_id and q.version = latest.form_version and q.key like ${HAS_KEY_PATTERN})
        order by latest.establishment_id, latest.form_name, latest.form_id`,
  );
  if (rows.length === 0) return byEstablishment;
  const [questionsByVersion, answersByEvaluation] = await Promise.all([
    loadQuestions(
      db,
      rows.map((row) => ({ formId: row.form_id, version: row.form_version })),
    ),
    loadAnswers(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  for (const row of rows) {
    const answerRows = answersByEvaluation.get(row.id) ?? [];
    const part: LoadedHasPart = {
      evaluationId: row.id,
      establishmentId: row.establishment_id,
      formId: row.form_id,
      formName: row.form_name,
      formVersion: row.form_version,
      completedAt: new Date(row.completed_at).toISOString(),
      questions: (questionsByVersion.get(`${row.form_id}:${row.form_version}`) ?? []).map((question) => ({
        key: question.key,
        label: question.label,
        helpText: question.helpText,
        isCritical: question.isCritical,
        expectedDocument: question.expectedDocument,
      })),
      answers: answerRows.map((item): HasAnswer => ({
        questionKey: item.row.questionKey,
        value: item.row.notApplicable ? null : (item.row.value as AnswerValue | null),
        notApplicable: item.row.notApplicable,
      })),
      excludedKeys: excludedOf(row).map((item) => item.questionKey),
      answerRows,
    };
    byEstablishment.set(row.establishment_id, [...(byEstablishment.get(row.establishment_id) ?? []), part]);
  }
  return byEstablishment;
}
