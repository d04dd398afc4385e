import { COMBINED_NOT_CONCERNED_JUSTIFICATION, combineSessionAnswers } from '@qc/shared/has-sessions/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../common/transaction.ts';
import { hasSessionAnswers, hasSessions } from '../db/schema-evaluations.ts';

/**
 * The criterion's answer in the evaluation, derived from every session that rated it (`combineSessionAnswers`, ADR
 * 048), written in the caller's transaction (the evaluation already locked as open). A criterion no session rates any
 * more keeps its answer as it is (nothing is written): whatever the form says stays until someone changes it.
 */
export async function recombineCriterion(
  tx: Transaction,
  evaluationId: string,
  questionKey: string,
  actorId: string,
): Promise<void> {
  const all = await tx
    .select({ value: hasSessionAnswers.value, notApplicable: hasSessionAnswers.notApplicable })
    .from(hasSessionAnswers)
    .innerJoin(hasSessions, eq(hasSessions.id, hasSessionAnswers.sessionId))
    .where(and(eq(hasSessions.evaluationId, evaluationId), eq(hasSessionAnswers.questionKey, questionKey)));
  const combined = combineSessionAnswers(all);
  if (!combined) return;
  const json = combined.value === null ? sql`null` : sql`${JSON.stringify(combined.value)}::jsonb`;
  const justification = combined.notApplicable ? COMBINED_NOT_CONCERNED_JUSTIFICATION : null;
  // The criterion's answer is the sessions' (its version moves on, so an open form sees it changed: ADR 031).
  await tx.execute(sql`
    insert into answers (id, evaluation_id, question_key, value, not_applicable, justification, answered_by_id, answered_at, version)
    values (${crypto.randomUUID()}, ${evaluationId}, ${questionKey}, ${json}, ${combined.notApplicable},
            ${justification}, ${actorId}, now(), 1)
    on conflict (evaluation_id, question_key) do update
      set value = excluded.value, not_applicable = excluded.not_applicable, justification = excluded.justification,
          answered_by_id = excluded.answered_by_id, answered_at = now(), version = answers.version + 1`);
}
