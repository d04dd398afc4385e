import { ANSWERABLE_ASSIGNMENT_STATUSES, SHARING_MESSAGES } from '@qc/shared/evaluations/sharing';
import type { HasSessions } from '@qc/shared/has-sessions/schemas';
import { eq } from 'drizzle-orm';
import { forbidden } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { evaluationAssignments, hasSessionAnswers, hasSessions } from '../db/schema-evaluations.ts';
import { lockOpenEvaluation } from '../evaluations/open-evaluation.ts';
import type { Actor } from '../scope/actor.ts';
import { auditedSessionChange } from './audited-session-change.ts';
import { findSessionOfOpenEvaluation, loadCriteria, readSessions } from './has-sessions-queries.ts';
import { recombineCriterion } from './recombine-criterion.ts';

/**
 * `DELETE /evaluations/{evaluationId}/has-sessions/{sessionId}` (`evaluation:answer`): the session and its cotations
 * go; each criterion it rated is recombined from the sessions left, exactly as a save does (`recombineCriterion`),
 * and one no session rates any more keeps its answer in the evaluation as it is. Only while the evaluation is in
 * progress (409); audited on the evaluation with the session and its cotations as `before`. Answers the sessions left.
 */
export async function removeHasSession(
  db: Database,
  actor: Actor,
  input: { evaluationId: string; sessionId: string },
): Promise<HasSessions> {
  const { record, session } = await findSessionOfOpenEvaluation(db, actor, input.evaluationId, input.sessionId);
  await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, input.evaluationId, 'share');
    const answers = await tx.select().from(hasSessionAnswers).where(eq(hasSessionAnswers.sessionId, session.id));
    const keys = answers.map((answer) => answer.questionKey);
    await assertMayChange(tx, actor, input.evaluationId, keys);
    await auditedSessionChange(tx, actor, record, { ...session, answers }, async () => {
      const [row] = await tx.delete(hasSessions).where(eq(hasSessions.id, session.id)).returning();
      return row ? { deletedHasSession: row.id } : null;
    });
    for (const key of keys) await recombineCriterion(tx, input.evaluationId, key, actor.id);
  });
  const { criteria } = await loadCriteria(db, actor, input.evaluationId);
  return readSessions(db, record, criteria);
}

/**
 * Once the evaluation is shared out (ADR 039), whoever may not finish it changes only the criteria she holds and has
 * not handed in, as for a session's save: a deletion recombines every criterion the session rated.
 */
async function assertMayChange(tx: Transaction, actor: Actor, evaluationId: string, keys: string[]): Promise<void> {
  if (keys.length === 0 || actor.permissions.has('evaluation:complete')) return;
  const holds = await tx
    .select({
      questionKey: evaluationAssignments.questionKey,
      assigneeId: evaluationAssignments.assigneeId,
      status: evaluationAssignments.status,
    })
    .from(evaluationAssignments)
    .where(eq(evaluationAssignments.evaluationId, evaluationId));
  if (holds.length === 0) return;
  for (const key of keys) {
    const hold = holds.find((item) => item.questionKey === key);
    if (hold?.assigneeId !== actor.id) forbidden(SHARING_MESSAGES.assignedToOther);
    if (!(ANSWERABLE_ASSIGNMENT_STATUSES as readonly string[]).includes(hold.status))
      forbidden(SHARING_MESSAGES.handedIn);
  }
}
