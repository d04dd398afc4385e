import type { IncidentCreated } from '@qc/shared/incidents/outputs';
import { isRestrictedKind } from '@qc/shared/incidents/enums';
import { INCIDENT_MESSAGES, type IncidentCreateInput } from '@qc/shared/incidents/schemas';
import { and, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { fieldError } from '../common/domain-errors.ts';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import type { Database } from '../db/client.ts';
import { incidentStateChanges, incidents } from '../db/schema-incidents.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, canManage, visibleWhere } from './access.ts';
import { dutyOf } from './details.ts';

/** A clock a few minutes ahead of the server's is still « now » (a phone set slightly fast). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * Any member of the establishment declares (issue 29 item 1). Answers whether she may read it afterwards: a
 * restricted kind is read by the direction and the group only, even by the one who declared it (ADR 036).
 */
export async function createIncident(db: Database, actor: Actor, input: IncidentCreateInput): Promise<IncidentCreated> {
  const scope = await actor.getScope();
  const establishment = await findScopedEstablishment(db, actor, input.establishmentId);
  if (new Date(input.occurredAt).getTime() > Date.now() + FUTURE_TOLERANCE_MS)
    fieldError('occurredAt', INCIDENT_MESSAGES.occurredAtFuture);
  try {
    const row = await db.transaction(async (tx) => {
      const audit = { entity: 'incident', action: 'create', clientId: establishment.clientId } as const;
      let created: typeof incidents.$inferSelect | undefined;
      await audited(tx, actor, audit, async () => {
        [created] = await tx
          .insert(incidents)
          .values({
            clientId: establishment.clientId,
            establishmentId: establishment.id,
            kind: input.kind,
            occurredAt: new Date(input.occurredAt),
            place: input.place,
            description: input.description,
            immediateMeasures: input.immediateMeasures || null,
            severity: input.severity,
            hospitalisation: input.hospitalisation,
            outsideEmergencyCare: input.outsideEmergencyCare,
            death: input.death,
            people: input.people.map((person) => ({
              role: person.role,
              initials: person.initials || null,
              ageMonths: person.ageMonths ?? null,
            })),
            declaredById: actor.id,
          })
          .returning();
        return auditSnapshot(created!);
      });
      await tx.insert(incidentStateChanges).values({ incidentId: created!.id, toState: 'DECLARED', byId: actor.id });
      return created!;
    });
    const [visible] = await db
      .select({ id: incidents.id })
      .from(incidents)
      .where(and(eq(incidents.id, row.id), visibleWhere(actor, scope)));
    return {
      id: row.id,
      isVisibleToDeclarer:
        Boolean(visible) && (!isRestrictedKind(row.kind) || canManage(actor, scope, row.establishmentId)),
      callsForDeclaration: dutyOf(row, establishment.category) !== null,
    };
  } catch (error) {
    if (isForeignKeyViolation(error)) fieldError('establishmentId', INCIDENT_MESSAGES.establishmentNotFound);
    throw error;
  }
}
