import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import type { IncidentAnalysisInput } from '@qc/shared/incidents/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findVisibleIncident, lockManagedIncident } from './access.ts';
import { toDetail } from './details.ts';
import { assertOpen, moveTo } from './state.ts';

/**
 * The analysis (CREX / ALARM): causes, contributing factors by category, what protected. Saving it on a
 * declared event starts its analysis (the state moves to « en analyse », in the history like any change).
 */
export async function saveAnalysis(db: Database, actor: Actor, input: IncidentAnalysisInput): Promise<IncidentDetail> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const record = await lockManagedIncident(tx, actor, scope, input.id);
    assertOpen(record);
    if (record.state === 'DECLARED') await moveTo(tx, actor, record, 'ANALYSING');
    const before = { ...auditSnapshot(record), analysedAt: record.analysedAt };
    await audited(tx, actor, { entity: 'incident', action: 'update', clientId: record.clientId, before }, async () => {
      const [row] = await tx
        .update(incidents)
        .set({
          analysisCauses: input.causes,
          analysisFactors: input.factors,
          analysisProtections: input.protections || null,
          analysedAt: new Date(),
          analysedById: actor.id,
        })
        .where(eq(incidents.id, record.id))
        .returning();
      return { ...auditSnapshot(row!), analysedAt: row!.analysedAt };
    });
  });
  return toDetail(db, actor, await findVisibleIncident(db, actor, input.id));
}
