import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import type { IncidentAnalysisInput } from '@qc/shared/incidents/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { changeManagedIncident, updateIncident } from './change-incident.ts';
import { assertOpen, moveTo } from './state.ts';

/**
 * The analysis (CREX / ALARM): causes, contributing factors by category, what protected. Saving it on a
 * declared event starts its analysis (the state moves to « en analyse », in the history like any change).
 */
export async function saveAnalysis(db: Database, actor: Actor, input: IncidentAnalysisInput): Promise<IncidentDetail> {
  return changeManagedIncident(db, actor, input.id, async (tx, record) => {
    assertOpen(record);
    if (record.state === 'DECLARED') await moveTo(tx, actor, record, 'ANALYSING');
    const set = {
      analysisCauses: input.causes,
      analysisFactors: input.factors,
      analysisProtections: input.protections || null,
      analysedAt: new Date(),
      analysedById: actor.id,
    };
    await updateIncident(tx, actor, record, set, {
      before: { analysedAt: record.analysedAt },
      after: (row) => ({ analysedAt: row.analysedAt }),
    });
  });
}
