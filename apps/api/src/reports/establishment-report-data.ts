import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { getParisToday } from '@qc/shared/dates';
import { isDocumentRequiredFor } from '@qc/shared/evaluations/completion';
import { formatAnswerValue } from '@qc/shared/evaluations/format';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { and, eq } from 'drizzle-orm';
import { listActions } from '../action-plans/list-actions.ts';
import { resolvePeriod } from '../board/report-data.ts';
import type { Database } from '../db/client.ts';
import { incidents } from '../db/schema-incidents.ts';
import { getEvaluationOverview } from '../evaluations/get-evaluation-overview.ts';
import { findEvaluationRecords, loadQuestions } from '../evaluations/queries.ts';
import { loadAnswers, toAnswer } from '../evaluations/answer-queries.ts';
import { establishmentHasData } from '../has/establishment-has-data.ts';
import { summariseIncidents } from '../incidents/get-incident-stats.ts';
import { periodWhere, readRegisterRows } from '../incidents/register-rows.ts';
import type { Actor } from '../scope/actor.ts';
import { findEstablishmentInfo } from './establishment-info.ts';
import type { EstablishmentReportData, SynthesisCategory } from './establishment-report.tsx';
import { findCategoryNames } from '../questionnaires/categories-queries.ts';

/** Scores by category: the mean of the latest completed score of each of its forms (DESIGN §5). */
function mean(values: number[]): number | null {
  return values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

/** The synthesis of an establishment (DESIGN §5), read and scoped here; rendered in the report workers. */
export async function readEstablishmentReport(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<Omit<EstablishmentReportData, 'generatedAt'>> {
  const establishment = await findEstablishmentInfo(db, actor, establishmentId);
  const overview = await getEvaluationOverview(db, actor, establishmentId);
  const latest = overview.forms.filter((item) => item.lastCompleted);
  const categoryIds = [
    ...new Set(overview.forms.map((item) => item.form.categoryId).filter((id): id is string => !!id)),
  ];
  const latestIds = latest.map((item) => item.lastCompleted!.id);
  // Three queries for every latest evaluation at once (no N+1): records, questions of their versions, answers.
  const records = await findEvaluationRecords(db, latestIds);
  const [categoryRows, questionsByVersion, answersByEvaluation, plan, openPlan] = await Promise.all([
    findCategoryNames(db, categoryIds),
    loadQuestions(
      db,
      records.map((record) => ({ formId: record.evaluation.formId, version: record.evaluation.formVersion })),
    ),
    loadAnswers(db, latestIds),
    listActions(db, actor, { establishmentId, page: 1, pageSize: 1 }),
    listActions(db, actor, { establishmentId, page: 1, pageSize: MAX_PAGE_SIZE }),
  ]);
  const recordById = new Map(records.map((record) => [record.evaluation.id, record]));

  const today = getParisToday();
  const nonConformities: EstablishmentReportData['nonConformities'] = [];
  const missingDocuments: EstablishmentReportData['missingDocuments'] = [];
  for (const item of latest) {
    const record = recordById.get(item.lastCompleted!.id);
    if (!record) continue;
    // Issue 26: the questions frozen as not applying to this establishment are neither gaps nor missing documents.
    const questionList = applicableQuestions(
      questionsByVersion.get(`${record.evaluation.formId}:${record.evaluation.formVersion}`) ?? [],
      record.evaluation.applicability?.excluded,
    );
    const byKey = new Map(questionList.map((question) => [question.key, question]));
    const answers = new Map(
      (answersByEvaluation.get(record.evaluation.id) ?? []).map((entry) => [
        entry.row.questionKey,
        toAnswer(byKey.get(entry.row.questionKey), entry),
      ]),
    );
    for (const question of questionList) {
      const answer = answers.get(question.key);
      if (!answer || answer.notApplicable) continue;
      if (answer.isConforming === false) {
        nonConformities.push({
          formName: item.form.name,
          label: question.label,
          reference: question.reference,
          answer: formatAnswerValue(question, answer),
          isCritical: question.isCritical,
        });
      }
      const proofs = answer.evidence;
      if (
        isDocumentRequiredFor(question, answer) &&
        proofs.every((document) => document.validUntil !== null && document.validUntil < today)
      ) {
        missingDocuments.push({
          formName: item.form.name,
          label: question.label,
          expectedDocument: question.expectedDocument ?? 'Document attendu',
        });
      }
    }
  }
  nonConformities.sort((a, b) => Number(b.isCritical) - Number(a.isCritical));

  const names = new Map(categoryRows.map((row) => [row.id, row.name]));
  const groups = new Map<string, SynthesisCategory>();
  for (const item of overview.forms) {
    const name = item.form.categoryId
      ? (names.get(item.form.categoryId) ?? 'Autres questionnaires')
      : 'Autres questionnaires';
    const group = groups.get(name) ?? { name, score: null, forms: [] };
    group.forms.push({
      formName: item.form.name,
      kind: item.form.kind,
      score: item.lastCompleted?.score ?? null,
      conformityRate: item.lastCompleted?.conformityRate ?? null,
      completedAt: item.lastCompleted?.completedAt ?? null,
      inProgress: item.inProgress !== null,
    });
    groups.set(name, group);
  }
  for (const group of groups.values()) {
    group.score = mean(group.forms.map((form) => form.score).filter((score): score is number => score !== null));
  }
  const scores = latest.map((item) => item.lastCompleted!.score).filter((score): score is number => score !== null);
  const { counts } = plan;
  // Issue 29 item 5: the last twelve months of events here, counts only, for a reader who handles events.
  const lastYear = resolvePeriod({});
  const incidentStats = actor.permissions.has('incident:manage')
    ? summariseIncidents(
        await readRegisterRows(
          db,
          actor,
          and(periodWhere(lastYear.from, lastYear.to), eq(incidents.establishmentId, establishmentId)),
        ),
      )
    : null;
  return {
    establishment,
    score: mean(scores),
    categories: [...groups.values()],
    nonConformities,
    missingDocuments,
    actionCounts: { open: counts.TODO + counts.IN_PROGRESS, overdue: counts.overdue, done: counts.DONE },
    openActions: openPlan.items.filter((action) => action.status === 'TODO' || action.status === 'IN_PROGRESS'),
    incidents: incidentStats,
    has: await establishmentHasData(db, actor, establishmentId),
  };
}
