import type { EvaluationSharing, HistoryEvent } from '@qc/shared/evaluations/sharing';
import type { AssignmentStatus } from '@qc/shared/evaluations/sharing';
import { SHARING_MESSAGES } from '@qc/shared/evaluations/sharing';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { toIso } from '../common/dates.ts';
import { fieldError } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { user } from '../db/schema-auth.ts';
import { evaluationAssignments } from '../db/schema-evaluations.ts';
import type { evaluations } from '../db/schema-evaluations.ts';
import type { Mail } from '../mail/mailer.ts';
import type { AuthedContext } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { excludedOf, loadQuestions, type EvaluationRecord } from './queries.ts';
import { sqlList } from '../common/sql-list.ts';
import { userLinkedToSql } from '../scope/where.ts';

type Executor = Pick<Database, 'select' | 'execute'>;

/** The audit entity of an evaluation's sharing: its entity id is the evaluation's, so its history reads both. */
export const SHARING_ENTITY = 'evaluation-sharing';

export type TeamRow = { id: string; name: string; email: string; role: string };

/**
 * The users who may be given questions of an establishment's evaluation: those linked to it (their own
 * establishment or a member record of theirs linked to it) with a role that answers on site, DIRECTOR or
 * COLLABORATOR. The same link that puts the establishment in their scope (DESIGN §3).
 */
export function teamOf(db: Executor, establishmentId: string, onlyIds?: string[]): Promise<TeamRow[]> {
  const only = onlyIds === undefined ? sql`` : sql`and u.id in (${sqlList(onlyIds)})`;
  return rowsOf<TeamRow>(
    db,
    sql`
    select u.id, u.name, u.email,
           case when 'DIRECTOR' = any(u.roles) then 'DIRECTOR' else 'COLLABORATOR' end as role
      from "user" u
     where ('DIRECTOR' = any(u.roles) or 'COLLABORATOR' = any(u.roles))
       and ${userLinkedToSql(establishmentId)}
       ${only}
     order by u.name, u.id`,
  );
}

/** The establishment's directors, told when questions are handed in (« Prêt pour relecture »). */
export function directorsOf(db: Executor, establishmentId: string): Promise<TeamRow[]> {
  return teamOf(db, establishmentId).then((rows) => rows.filter((row) => row.role === 'DIRECTOR'));
}

/** A COLLABORATOR (anyone who may not finish it) is held to her own questions once the evaluation is shared. */
export function isHeldToOwn(actor: Actor, assignmentCount: number): boolean {
  return assignmentCount > 0 && !actor.permissions.has('evaluation:complete');
}

/** The evaluation's assignments with their assignees' names, in question order, and its team. */
export async function loadSharing(db: Executor, actor: Actor, record: EvaluationRecord): Promise<EvaluationSharing> {
  const evaluationId = record.evaluation.id;
  const [rows, team] = await Promise.all([
    db
      .select({ assignment: evaluationAssignments, assigneeName: user.name })
      .from(evaluationAssignments)
      .innerJoin(user, eq(user.id, evaluationAssignments.assigneeId))
      .where(eq(evaluationAssignments.evaluationId, evaluationId))
      .orderBy(asc(evaluationAssignments.questionKey)),
    teamOf(db, record.evaluation.establishmentId),
  ]);
  return {
    evaluationId,
    assignments: rows.map(({ assignment, assigneeName }) => ({
      questionKey: assignment.questionKey,
      assigneeId: assignment.assigneeId,
      assigneeName,
      status: assignment.status as AssignmentStatus,
      note: assignment.note,
      updatedAt: toIso(assignment.updatedAt),
    })),
    team: team.map((row) => ({ id: row.id, name: row.name, role: row.role })),
    restrictedToMine: isHeldToOwn(actor, rows.length),
  };
}

/** The keys asked for must be questions of the version evaluated that apply here; else a French 400. */
export async function checkQuestionKeys(
  db: Executor,
  evaluation: typeof evaluations.$inferSelect,
  keys: string[],
): Promise<string[]> {
  const unique = [...new Set(keys)];
  const byVersion = await loadQuestions(db, [{ formId: evaluation.formId, version: evaluation.formVersion }]);
  const known = new Set(
    applicableQuestions(
      byVersion.get(`${evaluation.formId}:${evaluation.formVersion}`) ?? [],
      excludedOf(evaluation),
    ).map((question) => question.key),
  );
  if (unique.some((key) => !known.has(key))) fieldError('questionKeys', SHARING_MESSAGES.keyUnknown);
  return unique;
}

/** The assignments of `keys` in the evaluation, locked until the transaction ends (two reviews at once queue). */
export function lockAssignments(tx: Transaction, evaluationId: string, keys: string[]) {
  return tx
    .select()
    .from(evaluationAssignments)
    .where(and(eq(evaluationAssignments.evaluationId, evaluationId), inArray(evaluationAssignments.questionKey, keys)))
    .for('update');
}

/** One entry of the evaluation's history, in the change's transaction (ADR 039). */
export function recordSharing(
  tx: Transaction,
  actor: Actor,
  record: EvaluationRecord,
  entry: { event: HistoryEvent; questionKeys: string[]; assigneeName: string | null; note?: string | null },
) {
  return recordAudit(tx, {
    actorId: actor.id,
    clientId: record.clientId,
    entity: SHARING_ENTITY,
    entityId: record.evaluation.id,
    action: 'update',
    // establishmentId: the journal's establishment filter (audit_log_establishment_idx) finds it too.
    after: { ...entry, note: entry.note ?? null, establishmentId: record.evaluation.establishmentId },
  });
}

/** A mail about the evaluation, with the link to its screen; written to the outbox with the transaction. */
export function sharingMail(
  context: AuthedContext,
  record: EvaluationRecord,
  to: string,
  subject: string,
  lines: string[],
): Mail {
  const link = `${context.deps.publicUrl}/auto-evaluation/form/${record.evaluation.formId}`;
  return {
    to,
    kind: 'EVALUATION_SHARING',
    subject: `${subject} — ${record.formName}`,
    text: `Bonjour,\n\n${lines.join('\n')}\n\nAuto-évaluation « ${record.formName} » de ${record.establishmentName} : ${link}\n(sélectionnez ${record.establishmentName} si besoin)\n`,
  };
}

export const questionCount = (count: number) => (count > 1 ? `${count} questions` : 'une question');
