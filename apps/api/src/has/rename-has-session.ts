import { HAS_SESSION_MESSAGES, type HasSession, type HasSessionRenameInput } from '@qc/shared/has-sessions/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { hasSessionAnswers, hasSessions } from '../db/schema-evaluations.ts';
import { lockOpenEvaluation } from '../evaluations/open-evaluation.ts';
import type { Actor } from '../scope/actor.ts';
import { findSessionOfOpenEvaluation, toSession } from './has-sessions-queries.ts';

/**
 * `PATCH /evaluations/{evaluationId}/has-sessions/{sessionId}` (`evaluation:answer`): the session's name, or none
 * (an empty name clears it). Only while the evaluation is in progress (409, as for an answer); audited on the
 * evaluation, like the session's creation. Its cotations are untouched.
 */
export async function renameHasSession(db: Database, actor: Actor, input: HasSessionRenameInput): Promise<HasSession> {
  const { record, session } = await findSessionOfOpenEvaluation(db, actor, input.evaluationId, input.sessionId);
  const renamed = await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, input.evaluationId, 'share');
    return audited(
      tx,
      actor,
      {
        entity: 'evaluation',
        action: 'update',
        clientId: record.clientId,
        id: input.evaluationId,
        before: { hasSession: { id: session.id, name: session.name } },
      },
      async () => {
        const [row] = await tx
          .update(hasSessions)
          .set({ name: input.name })
          .where(eq(hasSessions.id, session.id))
          .returning();
        return row ?? null;
      },
    );
  });
  // Deleted meanwhile by a colleague: as for an unknown session.
  if (!renamed) notFound(HAS_SESSION_MESSAGES.sessionNotFound);
  const answers = await db.select().from(hasSessionAnswers).where(eq(hasSessionAnswers.sessionId, renamed.id));
  return toSession(renamed, answers);
}
