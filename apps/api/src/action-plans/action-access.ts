import { ACTION_MESSAGES } from '@qc/shared/action-plans/schemas';
import { and, eq } from 'drizzle-orm';
import { fieldError, forbidden } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { establishmentMembers } from '../db/schema-members.ts';
import type { Actor } from '../scope/actor.ts';
import { findActionInScope, type ActionRecord } from './queries.ts';

/**
 * The responsible must be a member of the establishment's team (DESIGN §6).
 * Checked once before the write (the French field error comes first) and
 * again inside it on the team link locked `for share` (issue 12): an unlink
 * running then waits for the write and sees the member responsible (409),
 * or has committed first and the write finds no link.
 */
export async function assertResponsible(
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

/** Whether the caller is the action's responsible (a COLLABORATOR updates only those). */
function isResponsible(actor: Actor, record: ActionRecord): boolean {
  return record.responsibleUserId !== null && record.responsibleUserId === actor.id;
}

/** Manage holders change everything; the responsible (action-plan:update-own) its status, progress and comments. */
export function assertCanUpdate(actor: Actor, record: ActionRecord, fields: string[]): void {
  if (actor.permissions.has('action-plan:manage')) return;
  if (!actor.permissions.has('action-plan:update-own') || !isResponsible(actor, record))
    forbidden(ACTION_MESSAGES.ownOnly);
  if (fields.some((field) => !['status', 'progress'].includes(field))) forbidden(ACTION_MESSAGES.ownOnly);
}

/** The caller may add or remove proof on this action: a manager, or its responsible. */
export async function findActionForEvidence(db: Database, actor: Actor, actionId: string) {
  const record = await findActionInScope(db, actor, actionId);
  assertCanUpdate(actor, record, []);
  return record;
}
