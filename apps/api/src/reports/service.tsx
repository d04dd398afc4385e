import { formatAnswerValue } from '@qc/shared/evaluations/format';
import { getParisToday } from '@qc/shared/dates';
import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { and, eq, inArray } from 'drizzle-orm';
import { isDocumentRequiredFor } from '@qc/shared/evaluations/completion';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { incidents } from '../db/schema-incidents.ts';
import { summariseIncidents } from '../incidents/get-incident-stats.ts';
import { periodWhere, readRegisterRows } from '../incidents/register-rows.ts';
import { resolvePeriod } from '../board/report-data.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { actions } from '../db/schema-action-plans.ts';
import { categories } from '../db/schema-questionnaires.ts';
import { listActions } from '../action-plans/list-actions.ts';
import { listDismissals } from '../action-plans/list-dismissals.ts';
import { actionScopeWhere, selectActions, toActions } from '../action-plans/queries.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { getEvaluationOverview } from '../evaluations/get-evaluation-overview.ts';
import { findEvaluationRecords, loadQuestions } from '../evaluations/queries.ts';
import { loadAnswers, toAnswer } from '../evaluations/answer-queries.ts';
import { getEvaluation } from '../evaluations/get-evaluation.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import { fileNameSlug } from '../common/file-name.ts';
import { assertPermission, type Actor } from '../scope/actor.ts';
import type { EstablishmentReportData, SynthesisCategory } from './establishment-report.tsx';
import type { EstablishmentInfo } from './parts.tsx';
import type { ReportPool } from './pool.ts';
import { selectEstablishmentInfo } from './establishment-info.ts';
import { readAuthoritiesReport } from './authorities-data.ts';
import { combineHasParts, pickHasCriteria } from '@qc/shared/scoring/has-parts';
import { hasCriterionOf } from '@qc/shared/scoring/has';
import { HAS_PREPARATION_MESSAGES } from '@qc/shared/reports/messages';
import { readEstablishmentHas } from '../has/get-has-reading.ts';
import { isToPrepare, type HasPreparationCriterion } from './has-preparation-report.tsx';
import { establishmentHasData } from '../has/establishment-has-data.ts';

async function findEstablishmentInfo(db: Database, actor: Actor, id: string): Promise<EstablishmentInfo> {
  const row = await selectEstablishmentInfo(
    db,
    and(eq(establishments.id, id), establishmentScopeWhere(await actor.getScope())),
  );
  if (!row) notFound('Établissement introuvable');
  return row;
}

/** A file name without characters that trouble file systems or headers. */
function toFileName(...parts: string[]): string {
  return `${fileNameSlug(parts.join('-'), 120) || 'rapport'}.pdf`;
}

function toPdf(bytes: Uint8Array, name: string): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
}

// Reading stays here (async I/O, scoped to the actor); only the CPU-bound rendering
// goes to the worker pool, which receives the plain data of the report.
export async function renderEvaluationReport(db: Database, pool: ReportPool, actor: Actor, id: string): Promise<File> {
  assertPermission(actor, 'report:read', 'evaluation:read');
  const evaluation = await getEvaluation(db, actor, id);
  // Review of ADR 043, item a: a completed HAS evaluation's report also gives the establishment's combined reading.
  const isHas =
    evaluation.status === 'COMPLETED' && evaluation.questions.some((question) => hasCriterionOf(question) !== null);
  const [establishment, actionRecords, dismissals, establishmentHas] = await Promise.all([
    findEstablishmentInfo(db, actor, evaluation.establishmentId),
    selectActions(db).where(and(eq(actions.evaluationId, id), await actionScopeWhere(actor))),
    listDismissals(db, actor, id),
    isHas ? establishmentHasData(db, actor, evaluation.establishmentId) : Promise.resolve(null),
  ]);
  const bytes = await pool.render({
    kind: 'evaluation',
    data: {
      evaluation,
      establishment,
      actions: await toActions(db, actionRecords),
      dismissals,
      establishmentHas,
      generatedAt: new Date().toISOString(),
    },
  });
  return toPdf(bytes, toFileName('auto-evaluation', evaluation.formName, establishment.name));
}

/** Scores by category: the mean of the latest completed score of each of its forms (DESIGN §5). */
function mean(values: number[]): number | null {
  return values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

export async function renderEstablishmentReport(
  db: Database,
  pool: ReportPool,
  actor: Actor,
  establishmentId: string,
): Promise<File> {
  assertPermission(actor, 'report:read', 'evaluation:read', 'action-plan:read');
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
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : Promise.resolve([]),
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
  const bytes = await pool.render({
    kind: 'establishment',
    data: {
      establishment,
      score: mean(scores),
      categories: [...groups.values()],
      nonConformities,
      missingDocuments,
      actionCounts: { open: counts.TODO + counts.IN_PROGRESS, overdue: counts.overdue, done: counts.DONE },
      openActions: openPlan.items.filter((action) => action.status === 'TODO' || action.status === 'IN_PROGRESS'),
      incidents: incidentStats,
      has: await establishmentHasData(db, actor, establishmentId),
      generatedAt: new Date().toISOString(),
    },
  });
  return toPdf(bytes, toFileName('synthese', establishment.name));
}

/**
 * Issue 28 item 4 (ADR 046): the quality evaluation report for the authorities. It carries the surveys' results,
 * which only the holders of survey:manage read (the group and the director: ADR 042), and the projet d'évaluation:
 * every permission of what it shows is required, as for the synthesis, so a collaborator or the platform's ADMIN
 * gets 403; the establishment's scope is in every query (a foreign id answers 404).
 */
export async function renderAuthoritiesReport(
  db: Database,
  pool: ReportPool,
  actor: Actor,
  establishmentId: string,
): Promise<File> {
  assertPermission(
    actor,
    'report:read',
    'evaluation:read',
    'action-plan:read',
    'evaluation-project:read',
    'survey:manage',
  );
  const data = await readAuthoritiesReport(db, actor, establishmentId);
  const bytes = await pool.render({ kind: 'authorities', data: { ...data, generatedAt: new Date().toISOString() } });
  return toPdf(bytes, toFileName('rapport-evaluation-qualite', data.establishment.name));
}

/**
 * Issue 30 item 4 (review of ADR 043, item d): the HAS preparation pack of an establishment — its combined reading,
 * per criterion its result and the evidence attached to its answer, and the weak criteria and impératifs below 4
 * with their actions. Read and scoped here; rendered in the report workers.
 */
export async function renderHasPreparation(
  db: Database,
  pool: ReportPool,
  actor: Actor,
  establishmentId: string,
): Promise<File> {
  assertPermission(actor, 'report:read', 'evaluation:read', 'action-plan:read');
  const establishment = await findEstablishmentInfo(db, actor, establishmentId);
  const { parts, missingForms } = await readEstablishmentHas(db, actor, establishmentId);
  const result = combineHasParts(parts);
  if (!result) conflict(HAS_PREPARATION_MESSAGES.nothingCompleted);
  const picked = new Map(pickHasCriteria(parts).map((item) => [item.question.key, item]));
  const today = getParisToday();
  const criteria: HasPreparationCriterion[] = result.criteria.map((criterion) => {
    const source = picked.get(criterion.questionKey)!;
    const answerRow = source.part.answerRows.find((item) => item.row.questionKey === criterion.questionKey);
    const question = source.part.questions.find((item) => item.key === criterion.questionKey);
    return {
      questionKey: criterion.questionKey,
      code: criterion.code,
      label: criterion.label,
      formName: source.part.formName,
      isImperatif: criterion.isImperatif,
      cotation: criterion.cotation,
      optimized: criterion.optimized,
      notConcerned: criterion.notConcerned,
      notConcernedImperatif: criterion.notConcernedImperatif,
      evidence: (answerRow?.evidence ?? []).map((document) => ({
        name: document.name,
        validUntil: document.validUntil,
        isExpired: document.validUntil !== null && document.validUntil < today,
      })),
      expectedDocument: question?.expectedDocument ?? null,
    };
  });
  const keys = criteria.filter(isToPrepare).map((item) => item.questionKey);
  // The actions of the establishment on those criteria, whichever evaluation proposed them (the key is stable across
  // versions, ADR 013), within the actor's scope of the plan.
  const actionRecords = keys.length
    ? await selectActions(db).where(
        and(
          eq(actions.establishmentId, establishmentId),
          inArray(actions.questionKey, keys),
          await actionScopeWhere(actor),
        ),
      )
    : [];
  const planned = await toActions(db, actionRecords);
  const bytes = await pool.render({
    kind: 'hasPreparation',
    data: {
      establishment,
      has: {
        result,
        parts: parts.map((part) => ({ formName: part.formName, completedAt: part.completedAt })),
        missingForms: missingForms.map(({ name, inProgress }) => ({ name, inProgress })),
      },
      criteria,
      actions: planned.map((action) => ({
        questionKey: action.questionKey!,
        title: action.title,
        responsibleName: action.responsibleName,
        dueDate: action.dueDate,
        status: action.status,
      })),
      generatedAt: new Date().toISOString(),
    },
  });
  return toPdf(bytes, toFileName('preparation-evaluation-has', establishment.name));
}
