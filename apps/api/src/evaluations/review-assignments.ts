import { SHARING_MESSAGES, type EvaluationSharing, type ReviewInput } from '@qc/shared/evaluations/sharing';
import { and, eq, inArray } from 'drizzle-orm';
import { conflict, fieldError } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import { evaluationAssignments } from '../db/schema-evaluations.ts';
import type { AuthedContext } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { lockOpenEvaluation } from './open-evaluation.ts';
import { findEvaluationInScope } from './queries.ts';
import { loadSharing, lockAssignments, questionCount, recordSharing, sharingMail } from './sharing-queries.ts';

/**
 * Issue 27 item 2, the review: the director accepts questions handed in, or sends them back (handed in or
 * already accepted) with a note; a question sent back is its assignee's to answer again, and she is told by
 * e-mail. All the keys or none: one not in the right state refuses the whole request.
 */
export async function reviewAssignments(
  db: Database,
  actor: Actor,
  input: ReviewInput,
  context: AuthedContext,
): Promise<EvaluationSharing> {
  const record = await findEvaluationInScope(db, actor, input.id);
  const keys = [...new Set(input.questionKeys)];
  await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, input.id, 'share');
    const held = await lockAssignments(tx, input.id, keys);
    if (held.length !== keys.length) fieldError('questionKeys', SHARING_MESSAGES.notAssigned);
    const accept = input.decision === 'ACCEPT';
    const allowed = accept ? ['READY_FOR_REVIEW'] : ['READY_FOR_REVIEW', 'ACCEPTED'];
    if (held.some((row) => !allowed.includes(row.status)))
      conflict(accept ? SHARING_MESSAGES.notReady : SHARING_MESSAGES.notReviewable);
    await tx
      .update(evaluationAssignments)
      .set({ status: accept ? 'ACCEPTED' : 'SENT_BACK', note: accept ? null : input.note, updatedAt: new Date() })
      .where(and(eq(evaluationAssignments.evaluationId, input.id), inArray(evaluationAssignments.questionKey, keys)));
    const assignees = await tx
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(inArray(user.id, [...new Set(held.map((row) => row.assigneeId))]))
      .orderBy(user.name);
    await recordSharing(tx, actor, record, {
      event: accept ? 'ACCEPTED' : 'SENT_BACK',
      questionKeys: keys,
      assigneeName: assignees.map((person) => person.name).join(', '),
      note: accept ? null : input.note,
    });
    if (accept) return;
    for (const person of assignees.filter((candidate) => candidate.id !== actor.id)) {
      const count = held.filter((row) => row.assigneeId === person.id).length;
      await context.deps.mailer.send(
        sharingMail(context, record, person.email, 'Une réponse vous est renvoyée', [
          `La direction vous renvoie ${questionCount(count)} à reprendre, avec cette note :`,
          `« ${input.note ?? ''} »`,
          'Retrouvez-la dans « Mes tâches » ; une fois reprise, cliquez à nouveau sur « Prêt pour relecture ».',
        ]),
        { tx },
      );
    }
  });
  return loadSharing(db, actor, record);
}
