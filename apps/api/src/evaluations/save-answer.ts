import { EVALUATION_MESSAGES, type Answer, type AnswerSaveInput } from '@qc/shared/evaluations/schemas';
import { scoreAnswer, toScorableQuestion } from '@qc/shared/scoring/score';
import { and, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../common/database-errors.ts';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { answers } from '../db/schema-evaluations.ts';
import { evaluations } from '../db/schema-questionnaires.ts';
import type { LiveBus } from '../live/live-bus.ts';
import type { Actor } from '../scope/actor.ts';
import { findOpenQuestion, loadOneAnswer, lockOpenEvaluation } from './open-evaluation.ts';

/**
 * Saves one answer as the user goes (DESIGN §5). `expectedVersion` is the
 * version the user edited: if someone saved in between, 409 with the saved answer.
 */
export async function saveAnswer(db: Database, actor: Actor, input: AnswerSaveInput): Promise<Answer> {
  const { question } = await findOpenQuestion(db, actor, input.evaluationId, input.questionKey);
  if (input.notApplicable && question.isCritical)
    fieldError('notApplicable', EVALUATION_MESSAGES.criticalNotApplicable);
  // Issue 34 item 2: an unjustified N/A was stored as answered (counted towards 100 %) and refused only
  // at « Terminer »; it is refused here, under its field, and nothing is written.
  if (input.notApplicable && !input.justification)
    fieldError('justification', EVALUATION_MESSAGES.justificationRequired);
  const value = input.notApplicable ? null : input.value;
  if (value !== null && scoreAnswer(toScorableQuestion(question), value) === null) {
    fieldError('value', EVALUATION_MESSAGES.valueInvalid);
  }
  const values = {
    value,
    notApplicable: input.notApplicable,
    justification: input.notApplicable ? input.justification : null,
    comment: input.comment,
    answeredById: actor.id,
    answeredAt: new Date(),
  };

  const saved = await (
    input.expectedVersion === 0
      ? db.transaction(async (tx) => {
          // Issue 12: a completion running now must not freeze a score this answer then changes.
          await lockOpenEvaluation(tx, input.evaluationId, 'share');
          const inserted = await tx
            .insert(answers)
            .values({ ...values, evaluationId: input.evaluationId, questionKey: input.questionKey, version: 1 })
            .onConflictDoNothing()
            .returning({ id: answers.id });
          return inserted.length > 0;
        })
      : updateOpenAnswer(db, input, values)
  ).catch((error: unknown) => {
    // Two first answers at once: the unique index kept the other one (409 below, with it).
    if (isUniqueViolation(error)) return false;
    throw error;
  });
  const answer = await loadOneAnswer(db, input.evaluationId, input.questionKey, question).catch((error) => {
    if (saved) throw error;
    // A stale version on an answer that does not exist: nothing to show but the refusal.
    conflict(EVALUATION_MESSAGES.versionConflict);
  });
  if (!saved) conflict(EVALUATION_MESSAGES.versionConflict, { current: answer });
  return answer;
}

/** What a save needs besides its input: the database, the live bus, who saves (the event names her). */
export type SaveContext = { db: Database; live: LiveBus; actor: Actor; byName: string };

/**
 * A save and the event that tells the others on the evaluation (ADR 020): the route's handler and the bench's
 * campaign floor (issue 33) call this same function.
 */
export async function saveAnswerAndPublish(context: SaveContext, input: AnswerSaveInput): Promise<Answer> {
  const answer = await saveAnswer(context.db, context.actor, input);
  await context.live.publish(`evaluation:${input.evaluationId}`, {
    type: 'answer',
    subject: input.questionKey,
    byUserId: context.actor.id,
    byName: context.byName,
    at: new Date().toISOString(),
  });
  return answer;
}

/**
 * Every save after the first (issue 13 item 5, ADR 031): one statement instead of a transaction
 * of four round trips (begin, lock, update, commit). The evaluation's row is locked in `share`
 * mode inside it and held until the statement commits, exactly as `lockOpenEvaluation` held it
 * (issue 12): a completion holding it `for update` makes the save wait, then the save re-reads
 * the row, finds it COMPLETED and writes nothing. Nothing written: the evaluation is no longer
 * being answered (409, as before) or someone saved in between (the caller's 409 with the answer).
 */
async function updateOpenAnswer(
  db: Database,
  input: AnswerSaveInput,
  values: Omit<typeof answers.$inferInsert, 'evaluationId' | 'questionKey'>,
): Promise<boolean> {
  const updated = await db
    .update(answers)
    .set({ ...values, version: input.expectedVersion + 1 })
    .where(
      and(
        eq(answers.evaluationId, input.evaluationId),
        eq(answers.questionKey, input.questionKey),
        eq(answers.version, input.expectedVersion),
        sql`exists (select 1 from ${evaluations} where ${evaluations.id} = ${input.evaluationId}
                      and ${evaluations.status} = 'IN_PROGRESS' for share)`,
      ),
    )
    .returning({ id: answers.id });
  if (updated.length > 0) return true;
  const [evaluation] = await db
    .select({ status: evaluations.status })
    .from(evaluations)
    .where(eq(evaluations.id, input.evaluationId));
  if (!evaluation) notFound(EVALUATION_MESSAGES.notFound);
  if (evaluation.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.notInProgress);
  return false;
}
