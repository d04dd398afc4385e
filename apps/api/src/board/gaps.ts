import { BOARD_TOP_GAPS } from '@qc/shared/board/schemas';
import type { Database } from '../db/client.ts';
import { loadAnswers, toAnswer } from '../evaluations/answer-queries.ts';
import { loadQuestions } from '../evaluations/queries.ts';
import { toIso, type BoardCriticalFailure, type BoardGap, type EvaluationRow } from './report-data.ts';

/**
 * The non-conformities of the period's latest evaluations, each answer judged against the version it
 * answered: the most frequent gaps (BOARD_TOP_GAPS, the most sites first) and every impératif failed.
 */
export async function findGaps(
  db: Database,
  latestRows: EvaluationRow[],
  sites: Array<{ id: string; name: string }>,
): Promise<{ gaps: BoardGap[]; criticalFailures: BoardCriticalFailure[] }> {
  const [answersByEvaluation, questionsByVersion] = await Promise.all([
    loadAnswers(
      db,
      latestRows.map((row) => row.id),
    ),
    loadQuestions(db, [
      ...new Map(
        latestRows.map((row) => [
          `${row.form_id}:${row.form_version}`,
          { formId: row.form_id, version: row.form_version },
        ]),
      ).values(),
    ]),
  ]);
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));
  const gaps = new Map<string, BoardGap>();
  const criticalFailures: BoardCriticalFailure[] = [];
  for (const evaluation of latestRows) {
    const questions = new Map(
      (questionsByVersion.get(`${evaluation.form_id}:${evaluation.form_version}`) ?? []).map((question) => [
        question.key,
        question,
      ]),
    );
    const setAside = new Set((evaluation.excluded ?? []).map((item) => item.questionKey));
    for (const item of answersByEvaluation.get(evaluation.id) ?? []) {
      const question = questions.get(item.row.questionKey);
      // A question set aside for this site (issue 26) is no gap there, whatever answer was kept to it.
      if (!question || setAside.has(question.key)) continue;
      const answer = toAnswer(question, item);
      if (answer.notApplicable || answer.isConforming === null) continue;
      const key = `${evaluation.form_id}|${question.key}`;
      const gap = gaps.get(key) ?? {
        formName: evaluation.form_name,
        label: question.label,
        reference: question.reference ?? null,
        isCritical: question.isCritical,
        sites: 0,
        answered: 0,
        siteNames: [],
      };
      gap.answered += 1;
      if (answer.isConforming === false) {
        gap.sites += 1;
        gap.siteNames.push(siteNames.get(evaluation.establishment_id) ?? '');
        if (question.isCritical) {
          criticalFailures.push({
            establishmentName: siteNames.get(evaluation.establishment_id) ?? '',
            formName: evaluation.form_name,
            label: question.label,
            reference: question.reference ?? null,
            completedAt: toIso(evaluation.completed_at),
          });
        }
      }
      gaps.set(key, gap);
    }
  }

  for (const gap of gaps.values()) gap.siteNames.sort((a, b) => a.localeCompare(b, 'fr'));
  const sortedGaps = [...gaps.values()]
    .filter((gap) => gap.sites > 0)
    .sort(
      (a, b) =>
        b.sites - a.sites ||
        Number(b.isCritical) - Number(a.isCritical) ||
        a.formName.localeCompare(b.formName, 'fr') ||
        a.label.localeCompare(b.label, 'fr'),
    )
    .slice(0, BOARD_TOP_GAPS);
  criticalFailures.sort(
    (a, b) =>
      a.establishmentName.localeCompare(b.establishmentName, 'fr') || a.formName.localeCompare(b.formName, 'fr'),
  );
  return { gaps: sortedGaps, criticalFailures };
}
