import {
  ANSWERABLE_ASSIGNMENT_STATUSES,
  SHARING_MESSAGES,
  type EvaluationSharing,
} from '@qc/shared/evaluations/sharing';
import { and, eq, inArray } from 'drizzle-orm';
import { conflict, invalid } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import { answers, evaluationAssignments } from '../db/schema-evaluations.ts';
import type { AuthedContext } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { lockOpenEvaluation } from './open-evaluation.ts';
import { excludedOf, findEvaluationInScope } from './queries.ts';
import { directorsOf, loadSharing, questionCount, recordSharing, sharingMail } from './sharing-queries.ts';

/**
 * Issue 27 item 2, « Prêt pour relecture »: the caller hands in the questions she holds (given, or sent back),
 * each answered or justified N/A; they are hers no longer until sent back. The establishment's directors and
 * whoever gave them out are told by e-mail (the outbox, in the transaction).
 */
export async function markReady(
  db: Database,
  actor: Actor,
  id: string,
  context: AuthedContext,
): Promise<EvaluationSharing> {
  const record = await findEvaluationInScope(db, actor, id);
  await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, id, 'share');
    const mine = await tx
      .select({ assignment: evaluationAssignments, answer: answers })
      .from(evaluationAssignments)
      .leftJoin(
        answers,
        and(
          eq(answers.evaluationId, evaluationAssignments.evaluationId),
          eq(answers.questionKey, evaluationAssignments.questionKey),
        ),
      )
      .where(
        and(
          eq(evaluationAssignments.evaluationId, id),
          eq(evaluationAssignments.assigneeId, actor.id),
          inArray(evaluationAssignments.status, ANSWERABLE_ASSIGNMENT_STATUSES),
        ),
      )
      .for('update', { of: evaluationAssignments });
    if (mine.length === 0) conflict(SHARING_MESSAGES.nothingToHandIn);
    // A question set aside for this establishment (issue 26) needs no answer; the others one, or a justified N/A.
    const excluded = new Set(excludedOf(record.evaluation).map((item) => item.questionKey));
    const unanswered = mine.filter(
      ({ assignment, answer }) =>
        !excluded.has(assignment.questionKey) &&
        !(answer && (answer.value !== null || (answer.notApplicable && answer.justification))),
    );
    if (unanswered.length > 0)
      invalid(SHARING_MESSAGES.unansweredFirst(unanswered.length), {
        questionKeys: unanswered.map((row) => row.assignment.questionKey),
      });
    const keys = mine.map((row) => row.assignment.questionKey);
    await tx
      .update(evaluationAssignments)
      .set({ status: 'READY_FOR_REVIEW', updatedAt: new Date() })
      .where(and(eq(evaluationAssignments.evaluationId, id), inArray(evaluationAssignments.questionKey, keys)));
    const [[me], directors, givers] = await Promise.all([
      tx.select({ name: user.name }).from(user).where(eq(user.id, actor.id)),
      directorsOf(tx, record.evaluation.establishmentId),
      tx
        .selectDistinct({ id: user.id, email: user.email })
        .from(user)
        .where(
          inArray(
            user.id,
            mine.map((row) => row.assignment.assignedById).filter((giver): giver is string => giver !== null),
          ),
        ),
    ]);
    const name = me?.name ?? 'Une personne de l’équipe';
    await recordSharing(tx, actor, record, { event: 'READY_FOR_REVIEW', questionKeys: keys, assigneeName: name });
    const recipients = new Map([...directors, ...givers].map((person) => [person.id, person.email]));
    recipients.delete(actor.id);
    for (const email of new Set(recipients.values())) {
      await context.deps.mailer.send(
        sharingMail(context, record, email, 'Prêt pour relecture', [
          `${name} a répondu à ${questionCount(keys.length)} qui lui ${keys.length > 1 ? 'étaient confiées' : 'était confiée'} : elles attendent votre relecture.`,
          'Acceptez-les, ou renvoyez-en une avec une note ; « Terminer » reste possible une fois tout accepté.',
        ]),
        { tx },
      );
    }
  });
  return loadSharing(db, actor, record);
}
