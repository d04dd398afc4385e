import type { HasSession, HasSessionRenameInput } from '@qc/shared/has-sessions/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hasSessionAnswers, hasSessions } from '../db/schema-evaluations.ts';
import { lockOpenEvaluation } from '../evaluations/open-evaluation.ts';
import type { Actor } from '../scope/actor.ts';
import { auditedSessionChange } from './audited-session-change.ts';
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
    return auditedSessionChange(tx, actor, record, { id: session.id, name: session.name }, async () => {
      const [row] = await tx
        .update(hasSessions)
        .set({ name: input.name })
        .where(eq(hasSessions.id, session.id))
        .returning();
      return row ?? null;
    });
  });
  const answers = await db.select().from(hasSessionAnswers).where(eq(hasSessionAnswers.sessionId, renamed.id));
  return toSession(renamed, answers);
}
