import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { INCIDENT_MESSAGES, type IncidentComplaintInput } from '@qc/shared/incidents/schemas';
import { getParisToday } from '@qc/shared/dates';
import { conflict, fieldError, invalid } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { changeManagedIncident, updateIncident } from './change-incident.ts';
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
  return changeManagedIncident(db, actor, input.id, async (tx, record) => {
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
    const set = { complaintAcknowledgedOn: acknowledgedOn, complaintRespondedOn: respondedOn, complaintReply: reply };
    await updateIncident(tx, actor, record, set, {
      after: () => ({ complaintAcknowledgedOn: acknowledgedOn, complaintRespondedOn: respondedOn }),
    });
  });
}
