import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { INCIDENT_MESSAGES, type IncidentDeclarationSentInput } from '@qc/shared/incidents/schemas';
import { conflict, fieldError } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { changeManagedIncident, updateIncident } from './change-incident.ts';
import { dutyOf } from './details.ts';

const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** When and how the declaration went to the authority; recorded again it replaces the first record (a correction). */
export async function recordDeclaration(
  db: Database,
  actor: Actor,
  input: IncidentDeclarationSentInput,
): Promise<IncidentDetail> {
  return changeManagedIncident(db, actor, input.id, async (tx, record) => {
    if (!dutyOf(record, record.establishmentCategory)) conflict(INCIDENT_MESSAGES.noDeclarationDuty);
    const sentAt = new Date(input.sentAt);
    if (sentAt.getTime() > Date.now() + FUTURE_TOLERANCE_MS) fieldError('sentAt', INCIDENT_MESSAGES.sentAtFuture);
    if (sentAt.getTime() < record.occurredAt.getTime()) fieldError('sentAt', INCIDENT_MESSAGES.sentBeforeEvent);
    const set = {
      declarationSentAt: sentAt,
      declarationMeans: input.means,
      declarationRecipient: input.recipient || null,
      declarationRecordedById: actor.id,
    };
    await updateIncident(tx, actor, record, set, { after: (row) => ({ declarationMeans: row.declarationMeans }) });
  });
}
