import {
  ACTION_MESSAGES,
  isActionOverdue,
  type Action,
  type ActionDetail,
  type ActionPriority,
  type ActionStatus,
} from '@qc/shared/action-plans/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { actionComments, actionEvidence, actions } from '../db/schema-action-plans.ts';
import { documents } from '../db/schema-documents.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { documentsBy } from '../documents/queries.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';

type Executor = Pick<Database, 'select'>;

/** The action with the names a screen shows: form, question (its latest label), responsible member. */
export function selectActions(db: Executor) {
  return db
    .select({
      action: actions,
      clientId: establishments.clientId,
      formName: forms.name,
      responsibleFirstName: effectiveMembers.firstName,
      responsibleLastName: effectiveMembers.lastName,
      responsibleUserId: effectiveMembers.userId,
      questionLabel: sql<
        string | null
      >`(select ${questions.label} from ${questions} where ${questions.formId} = ${actions.formId} and ${questions.key} = ${actions.questionKey} order by ${questions.version} desc limit 1)`,
    })
    .from(actions)
    .innerJoin(establishments, eq(establishments.id, actions.establishmentId))
    .leftJoin(forms, eq(forms.id, actions.formId))
    .leftJoin(effectiveMembers, eq(effectiveMembers.id, actions.responsibleId));
}
export type ActionRecord = Awaited<ReturnType<ReturnType<typeof selectActions>['where']>>[number];

/** The `where` that keeps actions inside the caller's establishments (DESIGN §3). */
export async function actionScopeWhere(actor: Actor): Promise<SQL> {
  return establishmentScopeWhere(await actor.getScope());
}

export async function findActionInScope(db: Executor, actor: Actor, id: string): Promise<ActionRecord> {
  const [record] = await selectActions(db).where(and(eq(actions.id, id), await actionScopeWhere(actor)));
  if (!record) notFound(ACTION_MESSAGES.notFound);
  return record;
}

/** Evidence and comment counts of several actions in two queries (no N+1). */
export async function toActions(db: Executor, records: ActionRecord[]): Promise<Action[]> {
  if (records.length === 0) return [];
  const ids = records.map((record) => record.action.id);
  const [evidenceRows, commentRows] = await Promise.all([
    db
      .select({ actionId: actionEvidence.actionId, document: documents, uploadedByName: user.name })
      .from(actionEvidence)
      .innerJoin(documents, eq(documents.id, actionEvidence.documentId))
      .leftJoin(user, eq(user.id, documents.uploadedById))
      .where(inArray(actionEvidence.actionId, ids))
      .orderBy(asc(actionEvidence.createdAt)),
    db
      .select({ actionId: actionComments.actionId, total: count() })
      .from(actionComments)
      .where(inArray(actionComments.actionId, ids))
      .groupBy(actionComments.actionId),
  ]);
  const today = getParisToday();
  const evidence = documentsBy(evidenceRows, (row) => row.actionId, today);
  const comments = new Map(commentRows.map((row) => [row.actionId, row.total]));
  return records.map((record) => {
    const { action } = record;
    const status = action.status as ActionStatus;
    return {
      id: action.id,
      establishmentId: action.establishmentId,
      formId: action.formId,
      formName: record.formName,
      questionKey: action.questionKey,
      questionLabel: record.questionLabel,
      evaluationId: action.evaluationId,
      title: action.title,
      description: action.description,
      responsibleId: action.responsibleId,
      responsibleName: record.responsibleFirstName
        ? `${record.responsibleFirstName} ${record.responsibleLastName ?? ''}`.trim()
        : null,
      responsibleUserId: record.responsibleUserId,
      dueDate: action.dueDate,
      priority: action.priority as ActionPriority,
      status,
      progress: action.progress,
      isOverdue: isActionOverdue({ dueDate: action.dueDate, status }, today),
      evidence: evidence.get(action.id) ?? [],
      commentCount: comments.get(action.id) ?? 0,
      completedAt: action.completedAt ? toIso(action.completedAt) : null,
      createdAt: toIso(action.createdAt),
      updatedAt: toIso(action.updatedAt),
      version: action.version,
    };
  });
}

export async function toActionDetail(db: Executor, record: ActionRecord): Promise<ActionDetail> {
  const [[action], comments] = await Promise.all([
    toActions(db, [record]),
    db
      .select({ comment: actionComments, authorName: user.name })
      .from(actionComments)
      .leftJoin(user, eq(user.id, actionComments.authorId))
      .where(eq(actionComments.actionId, record.action.id))
      .orderBy(asc(actionComments.createdAt)),
  ]);
  return {
    ...action!,
    comments: comments.map((row) => ({
      id: row.comment.id,
      body: row.comment.body,
      authorName: row.authorName ?? 'Utilisateur supprimé',
      createdAt: toIso(row.comment.createdAt),
    })),
  };
}

/** Overdue in SQL, as isActionOverdue: past its due date (Paris) and neither done nor cancelled. */
export function overdueWhere(today: string): SQL {
  return and(sql`${actions.dueDate} < ${today}`, inArray(actions.status, ['TODO', 'IN_PROGRESS'])) as SQL;
}
