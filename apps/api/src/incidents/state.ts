import { INCIDENT_STATE_LABELS, NEXT_INCIDENT_STATE, type IncidentState } from '@qc/shared/incidents/enums';
import { INCIDENT_MESSAGES } from '@qc/shared/incidents/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import { incidentStateChanges, incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, type IncidentRecord } from './access.ts';
import { dutyOf } from './details.ts';

/** A closed event is the register's record: nothing of it changes any more (the retention job aside). */
export function assertOpen(record: IncidentRecord): void {
  if (record.state === 'CLOSED') conflict(INCIDENT_MESSAGES.closed);
}

/**
 * The rules of each step (issue 29 item 2): one step forward only; deciding actions needs the analysis; closing
 * needs the declaration sent when the law asks for one and, for a family's complaint, the reply recorded.
 */
export function assertCanMove(record: IncidentRecord, to: IncidentState): void {
  assertOpen(record);
  const from = record.state as IncidentState;
  if (NEXT_INCIDENT_STATE[from] !== to)
    conflict(INCIDENT_MESSAGES.transitionRefused(INCIDENT_STATE_LABELS[from], INCIDENT_STATE_LABELS[to]));
  if (to === 'ACTIONS_DECIDED' && !record.analysedAt) conflict(INCIDENT_MESSAGES.analysisMissing);
  if (to === 'CLOSED') {
    if (dutyOf(record, record.establishmentCategory) && !record.declarationSentAt)
      conflict(INCIDENT_MESSAGES.declarationMissing);
    if (record.kind === 'FAMILY_COMPLAINT' && !record.complaintRespondedOn)
      conflict(INCIDENT_MESSAGES.complaintResponseMissing);
  }
}

/** The change of state, dated and signed in the history, and audited, in the caller's transaction. */
export async function moveTo(tx: Transaction, actor: Actor, record: IncidentRecord, to: IncidentState) {
  const now = new Date();
  await audited(
    tx,
    actor,
    { entity: 'incident', action: 'update', clientId: record.clientId, before: auditSnapshot(record) },
    async () => {
      const [row] = await tx
        .update(incidents)
        .set({ state: to, closedAt: to === 'CLOSED' ? now : null })
        .where(eq(incidents.id, record.id))
        .returning();
      return auditSnapshot(row!);
    },
  );
  await tx
    .insert(incidentStateChanges)
    .values({ incidentId: record.id, fromState: record.state, toState: to, byId: actor.id, at: now });
}
