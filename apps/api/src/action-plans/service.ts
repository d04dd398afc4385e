import {
  ACTION_MESSAGES,
  ACTION_STATUSES,
  type ActionCreateInput,
  type ActionDetail,
  type ActionListInput,
  type ActionUpdateInput,
} from '@qc/shared/action-plans/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors.ts';
import { getOffset, toContainsPattern } from '../common/pagination.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers, establishments } from '../db/schema.ts';
import { actionComments, actionDismissals, actionEvidence, actions } from '../db/schema-action-plans.ts';
import { evaluations, forms, questions } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { assertPermission, fieldError, forbidden, notFound, conflict } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import {
  actionScopeWhere,
  findActionInScope,
  overdueWhere,
  selectActions,
  toActionDetail,
  toActions,
  type ActionRecord,
} from './queries.ts';

export async function listActions(db: Database, actor: Actor, input: ActionListInput) {
  assertPermission(actor, 'action-plan:read');
  const today = getParisToday();
  const scope = await actionScopeWhere(actor);
  // The plan the screen shows (the establishment's, a category's, a form's, a question's, « Mes actions »):
  // its counters count it, not the whole establishment (issue 19 item 6: a form's plan said « Aucune action »
  // above the crèche's counters).
  const base = and(
    eq(actions.establishmentId, input.establishmentId),
    scope,
    input.formId ? eq(actions.formId, input.formId) : undefined,
    input.questionKey ? eq(actions.questionKey, input.questionKey) : undefined,
    input.categoryId
      ? inArray(actions.formId, db.select({ id: forms.id }).from(forms).where(eq(forms.categoryId, input.categoryId)))
      : undefined,
    input.mine ? responsibleUserWhere(actor.id) : undefined,
  ) as SQL;
  const filters = and(
    base,
    input.status ? eq(actions.status, input.status) : undefined,
    input.priority ? eq(actions.priority, input.priority) : undefined,
    input.responsibleId ? eq(actions.responsibleId, input.responsibleId) : undefined,
    input.overdue ? overdueWhere(today) : undefined,
    input.search ? ilike(actions.title, toContainsPattern(input.search)) : undefined,
  ) as SQL;
  const [records, [total], statusRows, [overdue]] = await Promise.all([
    selectActions(db)
      .where(filters)
      // Open actions first, the most urgent on top.
      .orderBy(
        sql`case when ${actions.status} in ('TODO', 'IN_PROGRESS') then 0 else 1 end`,
        sql`${actions.dueDate} asc nulls last`,
        sql`case ${actions.priority} when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end`,
        desc(actions.createdAt),
      )
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db
      .select({ total: count() })
      .from(actions)
      .innerJoin(establishments, eq(establishments.id, actions.establishmentId))
      .leftJoin(forms, eq(forms.id, actions.formId))
      .where(filters),
    db
      .select({ status: actions.status, total: count() })
      .from(actions)
      .innerJoin(establishments, eq(establishments.id, actions.establishmentId))
      .where(base)
      .groupBy(actions.status),
    db
      .select({ total: count() })
      .from(actions)
      .innerJoin(establishments, eq(establishments.id, actions.establishmentId))
      .where(and(base, overdueWhere(today))),
  ]);
  const counts = Object.fromEntries(ACTION_STATUSES.map((status) => [status, 0])) as Record<
    (typeof ACTION_STATUSES)[number],
    number
  >;
  for (const row of statusRows) counts[row.status as keyof typeof counts] = row.total;
  return {
    items: await toActions(db, records),
    total: total?.total ?? 0,
    counts: { ...counts, overdue: overdue?.total ?? 0 },
  };
}

/** The actions whose responsible member is this user (a member converted to a user carries its id). */
function responsibleUserWhere(userId: string): SQL {
  return inArray(
    actions.responsibleId,
    // The caller's own members: scope stays with actionScopeWhere, this only narrows.
    sql`(select ${effectiveMembers.id} from ${effectiveMembers} where ${effectiveMembers.userId} = ${userId})`,
  );
}

export async function getAction(db: Database, actor: Actor, id: string): Promise<ActionDetail> {
  assertPermission(actor, 'action-plan:read');
  return toActionDetail(db, await findActionInScope(db, actor, id));
}

/**
 * The responsible must be a member of the establishment's team (DESIGN §6).
 * Checked once before the write (the French field error comes first) and
 * again inside it on the team link locked `for share` (issue 12): an unlink
 * running then waits for the write and sees the member responsible (409),
 * or has committed first and the write finds no link.
 */
async function assertResponsible(
  db: Database | Transaction,
  establishmentId: string,
  memberId: string | null | undefined,
) {
  if (!memberId) return;
  const [link] = await db
    .select({ id: establishmentMembers.id })
    .from(establishmentMembers)
    .where(
      and(
        eq(establishmentMembers.establishmentId, establishmentId),
        eq(establishmentMembers.effectiveMemberId, memberId),
      ),
    )
    .for('share');
  if (!link) fieldError('responsibleId', ACTION_MESSAGES.responsibleNotFound);
}

/** What an action for an answer points at: a completed evaluation of the establishment and a question it answered. */
async function findAnswerTarget(db: Database, establishmentId: string, evaluationId: string, questionKey: string) {
  const [evaluation] = await db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.id, evaluationId), eq(evaluations.establishmentId, establishmentId)));
  if (!evaluation) notFound(ACTION_MESSAGES.evaluationNotFound);
  if (evaluation.status !== 'COMPLETED') conflict(ACTION_MESSAGES.evaluationNotCompleted);
  const [question] = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.formId, evaluation.formId),
        eq(questions.version, evaluation.formVersion),
        eq(questions.key, questionKey),
      ),
    );
  if (!question) notFound(ACTION_MESSAGES.questionNotInEvaluation);
  return { evaluation, question };
}

export async function createAction(db: Database, actor: Actor, input: ActionCreateInput): Promise<ActionDetail> {
  assertPermission(actor, 'action-plan:manage');
  const [establishment] = await db
    .select({ id: establishments.id, clientId: establishments.clientId })
    .from(establishments)
    .where(and(eq(establishments.id, input.establishmentId), establishmentScopeWhere(await actor.getScope())));
  if (!establishment) notFound('Établissement introuvable');
  await assertResponsible(db, establishment.id, input.responsibleId);
  let formId = input.formId ?? null;
  if (input.evaluationId || input.questionKey) {
    if (!input.evaluationId || !input.questionKey) fieldError('questionKey', ACTION_MESSAGES.questionNotInEvaluation);
    const target = await findAnswerTarget(db, establishment.id, input.evaluationId, input.questionKey);
    formId = target.evaluation.formId;
  } else if (formId) {
    // The form must be one the establishment's client may use: the shared library or its own (issue 12: a foreign client's form leaked).
    const [form] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, formId), or(isNull(forms.clientId), eq(forms.clientId, establishment.clientId))));
    if (!form) fieldError('formId', 'Questionnaire introuvable');
  }
  try {
    const id = await db.transaction(async (tx) => {
      await assertResponsible(tx, establishment.id, input.responsibleId);
      const [created] = await tx
        .insert(actions)
        .values({
          establishmentId: establishment.id,
          formId,
          questionKey: input.questionKey ?? null,
          evaluationId: input.evaluationId ?? null,
          title: input.title,
          description: input.description || null,
          responsibleId: input.responsibleId ?? null,
          dueDate: input.dueDate ?? null,
          priority: input.priority,
          createdById: actor.id,
        })
        .returning();
      // Accepting a proposal once dismissed: the decision is now this action.
      if (input.evaluationId && input.questionKey) {
        await tx
          .delete(actionDismissals)
          .where(
            and(
              eq(actionDismissals.evaluationId, input.evaluationId),
              eq(actionDismissals.questionKey, input.questionKey),
            ),
          );
      }
      await recordAudit(tx, {
        actorId: actor.id,
        clientId: establishment.clientId,
        entity: 'action',
        entityId: created!.id,
        action: 'create',
        after: created,
      });
      return created!.id;
    });
    return getAction(db, actor, id);
  } catch (error) {
    if (isUniqueViolation(error)) conflict(ACTION_MESSAGES.alreadyHandled);
    // The establishment (or the evaluation) deleted meanwhile: gone, not a 500.
    if (isForeignKeyViolation(error)) notFound('Établissement introuvable');
    throw error;
  }
}

/** Whether the caller is the action's responsible (a COLLABORATOR updates only those). */
function isResponsible(actor: Actor, record: ActionRecord): boolean {
  return record.responsibleUserId !== null && record.responsibleUserId === actor.id;
}

/** Manage holders change everything; the responsible (action-plan:update-own) its status, progress and comments. */
function assertCanUpdate(actor: Actor, record: ActionRecord, fields: string[]): void {
  if (actor.permissions.has('action-plan:manage')) return;
  if (!actor.permissions.has('action-plan:update-own') || !isResponsible(actor, record))
    forbidden(ACTION_MESSAGES.ownOnly);
  if (fields.some((field) => !['status', 'progress'].includes(field))) forbidden(ACTION_MESSAGES.ownOnly);
}

export async function updateAction(db: Database, actor: Actor, input: ActionUpdateInput): Promise<ActionDetail> {
  assertPermission(actor, 'action-plan:read');
  const record = await findActionInScope(db, actor, input.id);
  const { id, expectedVersion, establishmentId: _ignored, ...changes } = input;
  const fields = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  assertCanUpdate(actor, record, fields);
  if (changes.responsibleId !== undefined)
    await assertResponsible(db, record.action.establishmentId, changes.responsibleId);

  const values: Partial<typeof actions.$inferInsert> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.description !== undefined) values.description = changes.description || null;
  if (changes.responsibleId !== undefined) values.responsibleId = changes.responsibleId;
  if (changes.dueDate !== undefined) values.dueDate = changes.dueDate;
  if (changes.priority !== undefined) values.priority = changes.priority;
  if (changes.progress !== undefined) values.progress = changes.progress;
  if (changes.status !== undefined) {
    values.status = changes.status;
    // Done means done: complete at 100 %, with its date; reopening clears it.
    if (changes.status === 'DONE') {
      values.progress = 100;
      values.completedAt = record.action.completedAt ?? new Date();
    } else {
      values.completedAt = null;
    }
  }
  const updated = await db.transaction(async (tx) => {
    if (changes.responsibleId !== undefined)
      await assertResponsible(tx, record.action.establishmentId, changes.responsibleId);
    const [row] = await tx
      .update(actions)
      .set({ ...values, version: expectedVersion + 1 })
      .where(and(eq(actions.id, id), eq(actions.version, expectedVersion)))
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: record.clientId,
      entity: 'action',
      entityId: id,
      action: 'update',
      before: record.action,
      after: row,
    });
    return row;
  });
  const detail = await getAction(db, actor, id);
  if (!updated) conflict(ACTION_MESSAGES.versionConflict, { current: detail });
  return detail;
}

export async function deleteAction(db: Database, actor: Actor, id: string): Promise<void> {
  assertPermission(actor, 'action-plan:manage');
  const record = await findActionInScope(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(actions).where(eq(actions.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: record.clientId,
      entity: 'action',
      entityId: id,
      action: 'delete',
      before: record.action,
    });
  });
}

export async function addActionComment(
  db: Database,
  actor: Actor,
  input: { actionId: string; body: string },
): Promise<ActionDetail> {
  assertPermission(actor, 'action-plan:read');
  const record = await findActionInScope(db, actor, input.actionId);
  assertCanUpdate(actor, record, []);
  await db.insert(actionComments).values({ actionId: input.actionId, authorId: actor.id, body: input.body });
  return getAction(db, actor, input.actionId);
}

/** The caller may add or remove proof on this action: a manager, or its responsible. */
export async function findActionForEvidence(db: Database, actor: Actor, actionId: string) {
  assertPermission(actor, 'action-plan:read');
  const record = await findActionInScope(db, actor, actionId);
  assertCanUpdate(actor, record, []);
  return record;
}

export async function detachActionEvidence(
  db: Database,
  actor: Actor,
  input: { actionId: string; documentId: string },
): Promise<ActionDetail> {
  await findActionForEvidence(db, actor, input.actionId);
  await db
    .delete(actionEvidence)
    .where(and(eq(actionEvidence.actionId, input.actionId), eq(actionEvidence.documentId, input.documentId)));
  return getAction(db, actor, input.actionId);
}
