import { HAS_SESSION_MESSAGES, type HasSessions } from '@qc/shared/has-sessions/schemas';
import { invalid } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { hasSessionPlans } from '../db/schema-evaluations.ts';
import { lockOpenEvaluation } from '../evaluations/open-evaluation.ts';
import type { Actor } from '../scope/actor.ts';
import { loadCriteria, readSessions } from './has-sessions-queries.ts';

/** `PUT …/has-sessions/planned` (`evaluation:complete`: whoever leads the evaluation plans it). */
export async function setPlannedAccompagnesTraceurs(
  db: Database,
  actor: Actor,
  input: { evaluationId: string; planned: number },
): Promise<HasSessions> {
  const { record, criteria } = await loadCriteria(db, actor, input.evaluationId);
  if (criteria.length === 0) invalid(HAS_SESSION_MESSAGES.notHas);
  await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, input.evaluationId, 'share');
    await tx
      .insert(hasSessionPlans)
      .values({ evaluationId: input.evaluationId, plannedAccompagnesTraceurs: input.planned })
      .onConflictDoUpdate({ target: hasSessionPlans.evaluationId, set: { plannedAccompagnesTraceurs: input.planned } });
  });
  return readSessions(db, record, criteria);
}
