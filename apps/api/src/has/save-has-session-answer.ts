import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { methodOfQuestion } from '@qc/shared/has-sessions/rules';
import { HAS_SESSION_MESSAGES, type HasSession, type HasSessionAnswerInput } from '@qc/shared/has-sessions/schemas';
import { hasCriterionOf } from '@qc/shared/scoring/has';
import { OPTIMIZED, scoreAnswer, toScorableQuestion } from '@qc/shared/scoring/score';
import { and, eq, sql } from 'drizzle-orm';
import { fieldError, invalid, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { hasSessionAnswers, hasSessions } from '../db/schema-evaluations.ts';
import { findOpenQuestion, lockOpenEvaluation } from '../evaluations/open-evaluation.ts';
import type { Actor } from '../scope/actor.ts';
import { toSession } from './has-sessions-queries.ts';
import { recombineCriterion } from './recombine-criterion.ts';

/**
 * `PUT …/has-sessions/{sessionId}/answers/{questionKey}` (`evaluation:answer`): the session's cotation, then the
 * criterion's answer in the evaluation derived from all its sessions (`combineSessionAnswers`), in one transaction.
 * Checked like an answer (`findOpenQuestion`: scope, in progress, the question in the evaluated version and applying,
 * who holds it once shared out), and the session must be of this evaluation and of the criterion's method.
 */
export async function saveHasSessionAnswer(
  db: Database,
  actor: Actor,
  input: HasSessionAnswerInput,
): Promise<HasSession> {
  const { question } = await findOpenQuestion(db, actor, input.evaluationId, input.questionKey);
  const [session] = await db
    .select()
    .from(hasSessions)
    .where(and(eq(hasSessions.id, input.sessionId), eq(hasSessions.evaluationId, input.evaluationId)));
  if (!session) notFound(HAS_SESSION_MESSAGES.sessionNotFound);
  const method = methodOfQuestion(question.key);
  if (!method || !hasCriterionOf(question)) invalid(HAS_SESSION_MESSAGES.notHas);
  if (method !== session.method) invalid(HAS_SESSION_MESSAGES.wrongMethod);
  if (input.notApplicable && question.isCritical)
    fieldError('notApplicable', EVALUATION_MESSAGES.criticalNotApplicable);
  const value = input.notApplicable ? null : input.value;
  if (!input.notApplicable && value === null) fieldError('value', EVALUATION_MESSAGES.valueRequired);
  if (
    value !== null &&
    (scoreAnswer(toScorableQuestion(question), value) === null || (value !== OPTIMIZED && !Number.isInteger(value)))
  )
    fieldError('value', EVALUATION_MESSAGES.valueInvalid);

  await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, input.evaluationId, 'share');
    await tx
      .insert(hasSessionAnswers)
      .values({
        sessionId: session.id,
        questionKey: input.questionKey,
        value: value as number | string | null,
        notApplicable: input.notApplicable,
        answeredById: actor.id,
      })
      .onConflictDoUpdate({
        target: [hasSessionAnswers.sessionId, hasSessionAnswers.questionKey],
        set: {
          value: value as number | string | null,
          notApplicable: input.notApplicable,
          answeredById: actor.id,
          answeredAt: sql`now()`,
        },
      });
    await recombineCriterion(tx, input.evaluationId, input.questionKey, actor.id);
  });
  const answers = await db.select().from(hasSessionAnswers).where(eq(hasSessionAnswers.sessionId, session.id));
  return toSession(session, answers);
}
