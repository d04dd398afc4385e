import { SHARING_MESSAGES, type AssignInput, type EvaluationSharing } from '@qc/shared/evaluations/sharing';
import { sql } from 'drizzle-orm';
import { fieldError } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { evaluationAssignments } from '../db/schema-evaluations.ts';
import type { AuthedContext } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { lockOpenEvaluation } from './open-evaluation.ts';
import { findEvaluationInScope } from './queries.ts';
import {
  checkQuestionKeys,
  loadSharing,
  questionCount,
  recordSharing,
  sharingMail,
  teamOf,
} from './sharing-queries.ts';

/**
 * Issue 27 item 2: the director gives questions (one, several, the whole questionnaire) to a user of the
 * establishment. A question already given to someone goes to the new assignee, to be answered again
 * (ASSIGNED, its note cleared). Audited in the evaluation's history; the assignee is told by e-mail.
 */
export async function assignQuestions(
  db: Database,
  actor: Actor,
  input: AssignInput,
  context: AuthedContext,
): Promise<EvaluationSharing> {
  const record = await findEvaluationInScope(db, actor, input.id);
  // Both read at once; the person is checked first, so that a refusal names the id that was refused.
  const [checkKeys, [assignee]] = await Promise.all([
    checkQuestionKeys(db, record.evaluation, input.questionKeys).then(
      (keys) => () => keys,
      (error: unknown) => () => {
        throw error;
      },
    ),
    // An unknown user, one of another establishment or client, one without a site role: the same answer.
    teamOf(db, record.evaluation.establishmentId, [input.assigneeId]),
  ]);
  if (!assignee) fieldError('assigneeId', SHARING_MESSAGES.assigneeInvalid);
  const keys = checkKeys();
  await db.transaction(async (tx) => {
    // Shared with the answers being saved, exclusive with « Terminer »: nothing is given out of a finished one.
    await lockOpenEvaluation(tx, record.evaluation.id, 'share');
    const now = new Date();
    await tx
      .insert(evaluationAssignments)
      .values(
        keys.map((questionKey) => ({
          evaluationId: record.evaluation.id,
          questionKey,
          assigneeId: assignee.id,
          assignedById: actor.id,
          status: 'ASSIGNED',
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [evaluationAssignments.evaluationId, evaluationAssignments.questionKey],
        set: {
          assigneeId: sql`excluded.assignee_id`,
          assignedById: sql`excluded.assigned_by_id`,
          status: 'ASSIGNED',
          note: null,
          updatedAt: now,
        },
      });
    await recordSharing(tx, actor, record, { event: 'ASSIGNED', questionKeys: keys, assigneeName: assignee.name });
    if (assignee.id !== actor.id) {
      await context.deps.mailer.send(
        sharingMail(context, record, assignee.email, 'Des questions vous sont confiées', [
          `La direction vous confie ${questionCount(keys.length)} de l’auto-évaluation.`,
          'Retrouvez-les dans « Mes tâches » ; quand vous avez répondu, cliquez sur « Prêt pour relecture ».',
        ]),
        { tx },
      );
    }
  });
  return loadSharing(db, actor, record);
}
