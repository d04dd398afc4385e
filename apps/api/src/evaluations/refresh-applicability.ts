import { EVALUATION_MESSAGES, type EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import type { Actor } from '../scope/actor.ts';
import { freezeApplicability, loadProfile } from './applicability.ts';
import { getEvaluation } from './get-evaluation.ts';
import { findEvaluationInScope, loadQuestions } from './queries.ts';
import { lockOpenEvaluation } from './open-evaluation.ts';

/**
 * Issue 26 (ADR 035) « Mettre à jour l'applicabilité »: an evaluation in progress reads its establishment's profile
 * again. Answers are never deleted: one to a question that stops applying is kept and ignored, and counts again if
 * the question applies again. A completed evaluation keeps the applicability it was evaluated with (409).
 */
export async function refreshApplicability(db: Database, actor: Actor, id: string): Promise<EvaluationDetail> {
  const record = await findEvaluationInScope(db, actor, id);
  if (record.evaluation.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.applicabilityCompleted);
  await db.transaction(async (tx) => {
    // Locked like a completion: no answer is saved, nor the evaluation completed, while its scope changes.
    const locked = await lockOpenEvaluation(tx, id, 'update');
    const [questionsByVersion, profile] = await Promise.all([
      loadQuestions(tx, [{ formId: locked.formId, version: locked.formVersion }]),
      loadProfile(tx, locked.establishmentId),
    ]);
    const applicability = freezeApplicability(
      questionsByVersion.get(`${locked.formId}:${locked.formVersion}`) ?? [],
      profile,
    );
    const audit = { entity: 'evaluation', action: 'update', clientId: record.clientId, id, before: locked } as const;
    await audited(tx, actor, audit, async () => {
      const [updated] = await tx
        .update(evaluations)
        .set({ applicability, updatedAt: new Date() })
        .where(eq(evaluations.id, id))
        .returning();
      return updated;
    });
  });
  return getEvaluation(db, actor, id);
}
