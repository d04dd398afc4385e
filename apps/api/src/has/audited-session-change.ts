import { HAS_SESSION_MESSAGES } from '@qc/shared/has-sessions/schemas';
import { audited } from '../audit/audit.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { EvaluationRecord } from '../evaluations/queries.ts';
import type { Actor } from '../scope/actor.ts';

/**
 * A rename or a deletion of one of the evaluation's sessions (`write`), audited as an update of the evaluation with
 * the session as it was (`hasSession`) for its `before`. `write` answers null when the session is gone meanwhile (a
 * colleague deleted it): nothing is recorded and the caller gets a 404, as for an unknown session.
 */
export async function auditedSessionChange<T>(
  tx: Transaction,
  actor: Actor,
  record: EvaluationRecord,
  hasSession: unknown,
  write: () => Promise<T | null>,
): Promise<T> {
  const change = {
    entity: 'evaluation',
    action: 'update',
    clientId: record.clientId,
    id: record.evaluation.id,
  } as const;
  const written = await audited(tx, actor, { ...change, before: { hasSession } }, write);
  if (written === null) notFound(HAS_SESSION_MESSAGES.sessionNotFound);
  return written;
}
