import { hasCriterionOf } from '@qc/shared/scoring/has';
import { and, eq } from 'drizzle-orm';
import { listDismissals } from '../action-plans/list-dismissals.ts';
import { actionScopeWhere, selectActions, toActions } from '../action-plans/queries.ts';
import type { Database } from '../db/client.ts';
import { actions } from '../db/schema-action-plans.ts';
import { getEvaluation } from '../evaluations/get-evaluation.ts';
import { establishmentHasData } from '../has/establishment-has-data.ts';
import { assertPermission, type Actor } from '../scope/actor.ts';
import { readAuthoritiesReport } from './authorities-data.ts';
import { findEstablishmentInfo } from './establishment-info.ts';
import { readEstablishmentReport } from './establishment-report-data.ts';
import { readHasPreparation } from './has-preparation-data.ts';
import type { ReportPool } from './pool.ts';
import { toFileName, toPdf } from './report-file.ts';

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

export async function renderEstablishmentReport(
  db: Database,
  pool: ReportPool,
  actor: Actor,
  establishmentId: string,
): Promise<File> {
  assertPermission(actor, 'report:read', 'evaluation:read', 'action-plan:read');
  const data = await readEstablishmentReport(db, actor, establishmentId);
  const bytes = await pool.render({ kind: 'establishment', data: { ...data, generatedAt: new Date().toISOString() } });
  return toPdf(bytes, toFileName('synthese', data.establishment.name));
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
 * Issue 30 item 4 (review of ADR 043, item d): the HAS preparation pack of an establishment (has-preparation-data.ts),
 * rendered in the report workers.
 */
export async function renderHasPreparation(
  db: Database,
  pool: ReportPool,
  actor: Actor,
  establishmentId: string,
): Promise<File> {
  assertPermission(actor, 'report:read', 'evaluation:read', 'action-plan:read');
  const data = await readHasPreparation(db, actor, establishmentId);
  const bytes = await pool.render({ kind: 'hasPreparation', data: { ...data, generatedAt: new Date().toISOString() } });
  return toPdf(bytes, toFileName('preparation-evaluation-has', data.establishment.name));
}
