import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import type { IncidentTransitionInput } from '@qc/shared/incidents/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { changeManagedIncident } from './change-incident.ts';
import { assertCanMove, moveTo } from './state.ts';

/** déclaré → en analyse → actions décidées → clos, by the direction or the group (409 in French otherwise). */
export async function transitionIncident(
  db: Database,
  actor: Actor,
  input: IncidentTransitionInput,
): Promise<IncidentDetail> {
  return changeManagedIncident(db, actor, input.id, async (tx, record) => {
    assertCanMove(record, input.state);
    await moveTo(tx, actor, record, input.state);
  });
}
