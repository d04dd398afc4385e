import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import type { IncidentActionInput } from '@qc/shared/incidents/schemas';
import { assertResponsible } from '../action-plans/action-access.ts';
import { insertAction } from '../action-plans/insert-action.ts';
import type { Database } from '../db/client.ts';
import { incidentActions } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { changeManagedIncident } from './change-incident.ts';
import { assertOpen } from './state.ts';

/**
 * An action of the establishment's plan (the action-plan tables, ADR 017) decided from the event, linked back to
 * it. The action itself says nothing of the event beyond its title and description: the plan is read by every
 * member of the establishment, the event by fewer (ADR 036).
 */
export async function createIncidentAction(
  db: Database,
  actor: Actor,
  input: IncidentActionInput,
): Promise<IncidentDetail> {
  return changeManagedIncident(db, actor, input.incidentId, async (tx, record) => {
    assertOpen(record);
    await assertResponsible(tx, record.establishmentId, input.responsibleId);
    const created = await insertAction(tx, actor, { id: record.establishmentId, clientId: record.clientId }, input);
    await tx.insert(incidentActions).values({ incidentId: record.id, actionId: created.id });
  });
}
