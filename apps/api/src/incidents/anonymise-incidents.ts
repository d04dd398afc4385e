import { and, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { documents } from '../db/schema-documents.ts';
import { incidentAttachments, incidents } from '../db/schema-incidents.ts';
import { SYSTEM_ACTOR_ID } from '../scope/actor.ts';
import { auditSnapshot } from './access.ts';

/**
 * ADR 036, retention: an event keeps its personal data five years after it was closed — one cycle of the
 * five-yearly evaluation (CSP L2324-2-4, CASF L312-8), while inspections may ask for it — then its people and
 * every free text are erased (RGPD art. 5.1.e, storage limitation). Kind, severity, dates, state, the analysis's
 * factor categories and the linked actions stay: the register's figures do not change. Its photos and documents go
 * too: their rows here, their bytes with the start-up sweep of files no row references (sweep-orphans.ts).
 */
export const INCIDENT_RETENTION_YEARS = 5;

export const ERASED_TEXT = 'Contenu effacé : durée de conservation écoulée';

/** Erases the events closed before `now` minus the retention; answers how many. Run at start-up and every hour. */
export async function anonymiseIncidents(db: Database, now: Date = new Date()): Promise<number> {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - INCIDENT_RETENTION_YEARS);
  return db.transaction(async (tx) => {
    const erased = await tx
      .update(incidents)
      .set({
        people: [],
        place: ERASED_TEXT,
        description: ERASED_TEXT,
        immediateMeasures: null,
        analysisCauses: sql`case when ${incidents.analysisCauses} is null then null else ${ERASED_TEXT} end`,
        // The categories stay (recurring causes across the group); what was written under them goes.
        analysisFactors: sql`(select coalesce(jsonb_agg(jsonb_build_object('category', factor ->> 'category', 'description', ${ERASED_TEXT}::text)), '[]'::jsonb) from jsonb_array_elements(coalesce(${incidents.analysisFactors}, '[]'::jsonb)) as factor)`,
        analysisProtections: null,
        complaintReply: sql`case when ${incidents.complaintReply} is null then null else ${ERASED_TEXT} end`,
        declarationRecipient: null,
        anonymisedAt: now,
      })
      .where(and(isNotNull(incidents.closedAt), isNull(incidents.anonymisedAt), lt(incidents.closedAt, limit)))
      .returning();
    if (erased.length > 0) {
      const ids = erased.map((row) => row.id);
      await tx
        .delete(documents)
        .where(
          inArray(
            documents.id,
            tx
              .select({ id: incidentAttachments.documentId })
              .from(incidentAttachments)
              .where(inArray(incidentAttachments.incidentId, ids)),
          ),
        );
    }
    for (const row of erased) {
      await recordAudit(tx, {
        actorId: SYSTEM_ACTOR_ID,
        clientId: row.clientId,
        entity: 'incident',
        entityId: row.id,
        action: 'update',
        after: auditSnapshot(row),
      });
    }
    return erased.length;
  });
}
