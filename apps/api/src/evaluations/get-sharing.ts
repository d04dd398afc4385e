import type { EvaluationSharing } from '@qc/shared/evaluations/sharing';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findEvaluationInScope } from './queries.ts';
import { loadSharing } from './sharing-queries.ts';

/** Issue 27 item 2: who holds which question of an evaluation in scope, and who may be given some. */
export async function getSharing(db: Database, actor: Actor, id: string): Promise<EvaluationSharing> {
  return loadSharing(db, actor, await findEvaluationInScope(db, actor, id));
}
