import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { INCIDENT_MESSAGES, type IncidentComplaintInput } from '@qc/shared/incidents/schemas';
import { getParisToday } from '@qc/shared/dates';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict, fieldError, invalid } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findVisibleIncident, lockManagedIncident } from './access.ts';
import { toDetail } from './details.ts';
import { assertOpen } from './state.ts';

/**
 * A family's complaint: the day it was acknowledged, the day it was answered and the reply. A field left out keeps
 * its value; the dates are Paris days, not in the future.
 */
export async function recordComplaint(
  db: Database,
  actor: Actor,
  input: IncidentComplaintInput,
): Promise<IncidentDetail> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const record = await lockManagedIncident(tx, actor, scope, input.id);
    if (record.kind !== 'FAMILY_COMPLAINT') conflict(INCIDENT_MESSAGES.notAComplaint);
    assertOpen(record);
    const acknowledgedOn = input.acknowledgedOn === undefined ? record.complaintAcknowledgedOn : input.acknowledgedOn;
    const respondedOn = input.respondedOn === undefined ? record.complaintRespondedOn : input.respondedOn;
    const reply = input.reply === undefined ? record.complaintReply : input.reply || null;
    if (input.acknowledgedOn === undefined && input.respondedOn === undefined && input.reply === undefined)
      invalid(INCIDENT_MESSAGES.complaintEmpty);
    const today = getParisToday();
    if (acknowledgedOn && acknowledgedOn > today) fieldError('acknowledgedOn', INCIDENT_MESSAGES.acknowledgedOnInvalid);
    if (respondedOn && respondedOn > today) fieldError('respondedOn', INCIDENT_MESSAGES.respondedOnInvalid);
    if (acknowledgedOn && respondedOn && respondedOn < acknowledgedOn)
      fieldError('respondedOn', INCIDENT_MESSAGES.responseBeforeAcknowledgement);
    if (respondedOn && !reply) fieldError('reply', INCIDENT_MESSAGES.replyRequired);
    const before = auditSnapshot(record);
    await audited(tx, actor, { entity: 'incident', action: 'update', clientId: record.clientId, before }, async () => {
      const [row] = await tx
        .update(incidents)
        .set({ complaintAcknowledgedOn: acknowledgedOn, complaintRespondedOn: respondedOn, complaintReply: reply })
        .where(eq(incidents.id, record.id))
        .returning();
      return { ...auditSnapshot(row!), complaintAcknowledgedOn: acknowledgedOn, complaintRespondedOn: respondedOn };
    });
  });
  return toDetail(db, actor, await findVisibleIncident(db, actor, input.id));
}
