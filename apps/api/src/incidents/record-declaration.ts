import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { INCIDENT_MESSAGES, type IncidentDeclarationSentInput } from '@qc/shared/incidents/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict, fieldError } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findVisibleIncident, lockManagedIncident } from './access.ts';
import { dutyOf, toDetail } from './details.ts';

const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** When and how the declaration went to the authority; recorded again it replaces the first record (a correction). */
export async function recordDeclaration(
  db: Database,
  actor: Actor,
  input: IncidentDeclarationSentInput,
): Promise<IncidentDetail> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const record = await lockManagedIncident(tx, actor, scope, input.id);
    if (!dutyOf(record, record.establishmentCategory)) conflict(INCIDENT_MESSAGES.noDeclarationDuty);
    const sentAt = new Date(input.sentAt);
    if (sentAt.getTime() > Date.now() + FUTURE_TOLERANCE_MS) fieldError('sentAt', INCIDENT_MESSAGES.sentAtFuture);
    if (sentAt.getTime() < record.occurredAt.getTime()) fieldError('sentAt', INCIDENT_MESSAGES.sentBeforeEvent);
    const before = auditSnapshot(record);
    await audited(tx, actor, { entity: 'incident', action: 'update', clientId: record.clientId, before }, async () => {
      const [row] = await tx
        .update(incidents)
        .set({
          declarationSentAt: sentAt,
          declarationMeans: input.means,
          declarationRecipient: input.recipient || null,
          declarationRecordedById: actor.id,
        })
        .where(eq(incidents.id, record.id))
        .returning();
      return { ...auditSnapshot(row!), declarationMeans: row!.declarationMeans };
    });
  });
  return toDetail(db, actor, await findVisibleIncident(db, actor, input.id));
}
