import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import type { IncidentTransitionInput } from '@qc/shared/incidents/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findVisibleIncident, lockManagedIncident } from './access.ts';
import { toDetail } from './details.ts';
import { assertCanMove, moveTo } from './state.ts';

/** déclaré → en analyse → actions décidées → clos, by the direction or the group (409 in French otherwise). */
export async function transitionIncident(
  db: Database,
  actor: Actor,
  input: IncidentTransitionInput,
): Promise<IncidentDetail> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const record = await lockManagedIncident(tx, actor, scope, input.id);
    assertCanMove(record, input.state);
    await moveTo(tx, actor, record, input.state);
  });
  return toDetail(db, actor, await findVisibleIncident(db, actor, input.id));
}
