import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { toDetail } from './evaluation-views.ts';
import { findEvaluationInScope } from './queries.ts';

export async function getEvaluation(db: Database, actor: Actor, id: string): Promise<EvaluationDetail> {
  return toDetail(db, await findEvaluationInScope(db, actor, id));
}
