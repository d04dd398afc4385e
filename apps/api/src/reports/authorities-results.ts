import { formatAnswerValue } from '@qc/shared/evaluations/format';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import type { getEvaluationOverview } from '../evaluations/get-evaluation-overview.ts';
import { toAnswer, type loadAnswers } from '../evaluations/answer-queries.ts';
import { type findEvaluationRecords, type loadQuestions } from '../evaluations/queries.ts';
import type { AuthoritiesReportData } from './authorities-model.ts';

/** A question group scoring at least this much is a strength, below it a priority (the « Plutôt » step of 4). */
export const STRENGTH_FROM = 75;
/** How many items each list of the report carries at most: a report for the authorities stays a few pages. */
const MAX_STRENGTHS = 8;
const MAX_WEAK_GROUPS = 6;
const MAX_GAPS = 20;
const NO_REFERENCE = 'Sans référence';

/**
 * The group a question belongs to within its questionnaire: the fiche of the référentiel national when its
 * reference names one (« …, fiche 3 … »), else the first text it cites (« Référentiel national …, relation avec les
 * parents », « CSP art. R2324-29 »). The library does not carry the fiches yet (issue 28 item 1 is blocked), so
 * today the groups are its citations; the same code names the fiches once the questions cite them.
 */
export function questionGroupOf(reference: string | null): string {
  const citations = (reference ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  return citations.find((part) => /\bfiche\b/i.test(part)) ?? citations[0] ?? NO_REFERENCE;
}

/** The mean of a group's scores, null when none is answered. */
function mean(values: number[]): number | null {
  return values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

type Group = { name: string; scores: number[]; conforming: number; nonConforming: number };

type QualityResults = Pick<AuthoritiesReportData, 'evaluations' | 'strengths' | 'gaps' | 'gapCount' | 'weakGroups'>;

/**
 * The results of the latest QUALITY self-evaluations by questionnaire and question group, their strengths, gaps
 * (with the actions planned on them) and weakest groups, sorted and cut to the report's size.
 */
export function qualityResults(input: {
  latest: Awaited<ReturnType<typeof getEvaluationOverview>>['forms'];
  records: Awaited<ReturnType<typeof findEvaluationRecords>>;
  questionsByVersion: Awaited<ReturnType<typeof loadQuestions>>;
  answersByEvaluation: Awaited<ReturnType<typeof loadAnswers>>;
  actionsByQuestion: Map<string, string[]>;
}): QualityResults {
  const { latest, questionsByVersion, answersByEvaluation, actionsByQuestion } = input;
  const recordById = new Map(input.records.map((record) => [record.evaluation.id, record]));
  const evaluations: AuthoritiesReportData['evaluations'] = [];
  const strengths: AuthoritiesReportData['strengths'] = [];
  const gaps: AuthoritiesReportData['gaps'] = [];
  const allGroups: AuthoritiesReportData['weakGroups'] = [];
  for (const item of latest) {
    const record = recordById.get(item.lastCompleted!.id);
    if (!record) continue;
    const { evaluation } = record;
    const questionList = applicableQuestions(
      questionsByVersion.get(`${evaluation.formId}:${evaluation.formVersion}`) ?? [],
      evaluation.applicability?.excluded,
    );
    const byKey = new Map(questionList.map((question) => [question.key, question]));
    const answers = new Map(
      (answersByEvaluation.get(evaluation.id) ?? []).map((entry) => [
        entry.row.questionKey,
        toAnswer(byKey.get(entry.row.questionKey), entry),
      ]),
    );
    const groups = new Map<string, Group>();
    for (const question of questionList) {
      const name = questionGroupOf(question.reference);
      const group = groups.get(name) ?? { name, scores: [], conforming: 0, nonConforming: 0 };
      groups.set(name, group);
      const answer = answers.get(question.key);
      if (!answer || answer.notApplicable || answer.score === null) continue;
      group.scores.push(answer.score);
      if (answer.isConforming === true) group.conforming += 1;
      if (answer.isConforming === false) {
        group.nonConforming += 1;
        gaps.push({
          formName: item.form.name,
          label: question.label,
          reference: question.reference,
          answer: formatAnswerValue(question, answer),
          isCritical: question.isCritical,
          score: answer.score,
          plannedActions: actionsByQuestion.get(`${evaluation.id}:${question.key}`) ?? [],
        });
      } else if (answer.score >= 100) {
        strengths.push({
          formName: item.form.name,
          label: question.label,
          group: name,
          isCritical: question.isCritical,
        });
      }
    }
    const groupRows = [...groups.values()].map((group) => ({
      formName: item.form.name,
      name: group.name,
      score: mean(group.scores),
      conforming: group.conforming,
      nonConforming: group.nonConforming,
      answered: group.scores.length,
    }));
    allGroups.push(...groupRows);
    evaluations.push({
      formName: item.form.name,
      completedAt: item.lastCompleted!.completedAt,
      score: item.lastCompleted!.score,
      conformityRate: item.lastCompleted!.conformityRate,
      groups: groupRows,
    });
  }
  // Impératifs first among the strengths and the gaps: what the authorities look at first.
  strengths.sort((a, b) => Number(b.isCritical) - Number(a.isCritical));
  gaps.sort((a, b) => Number(b.isCritical) - Number(a.isCritical) || a.score - b.score);
  const weakGroups = allGroups
    .filter((group) => group.score !== null && group.score < STRENGTH_FROM)
    .sort((a, b) => a.score! - b.score!)
    .slice(0, MAX_WEAK_GROUPS);
  return {
    evaluations,
    strengths: strengths.slice(0, MAX_STRENGTHS),
    weakGroups,
    gaps: gaps.slice(0, MAX_GAPS),
    gapCount: gaps.length,
  };
}
