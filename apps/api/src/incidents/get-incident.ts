import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { auditRead, findVisibleIncident } from './access.ts';
import { toDetail } from './details.ts';

/** One event, if the caller may read it (404 otherwise); the reading is written in the audit trail. */
export async function getIncident(db: Database, actor: Actor, id: string): Promise<IncidentDetail> {
  const record = await findVisibleIncident(db, actor, id);
  await auditRead(db, actor, record, 'detail');
  return toDetail(db, actor, record);
}
