import { type HasSessions } from '@qc/shared/has-sessions/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { loadCriteria, readSessions } from './has-sessions-queries.ts';

/** `GET /evaluations/{evaluationId}/has-sessions` (`evaluation:read`). */
export async function listHasSessions(
  db: Database,
  actor: Actor,
  input: { evaluationId: string },
): Promise<HasSessions> {
  const { record, criteria } = await loadCriteria(db, actor, input.evaluationId);
  return readSessions(db, record, criteria);
}
