import type { ListResult } from '@qc/shared/common/list';
import type { IncidentSummary } from '@qc/shared/incidents/outputs';
import type { IncidentListInput } from '@qc/shared/incidents/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { countWhere, eqIfGiven, readPage, searchWhere } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from './access.ts';
import { toSummary } from './details.ts';

/**
 * The register: the events the caller may read (visibility in the `where`, ADR 036), filtered, newest event
 * first, one page read with its count. The search looks in the place only: descriptions hold what the list never
 * shows.
 */
export async function listIncidents(
  db: Database,
  actor: Actor,
  input: IncidentListInput,
): Promise<ListResult<IncidentSummary>> {
  const where = and(
    visibleWhere(actor, await actor.getScope()),
    eqIfGiven(incidents.establishmentId, input.establishmentId),
    eqIfGiven(incidents.kind, input.kind),
    eqIfGiven(incidents.state, input.state),
    input.severity ? eq(incidents.severity, Number(input.severity)) : undefined,
    searchWhere(input.search, incidents.place),
  );
  const { rows, total } = await readPage(
    db
      .select({
        incident: incidents,
        establishmentName: establishments.name,
        category: establishments.category,
        declaredByName: user.name,
      })
      .from(incidents)
      .innerJoin(establishments, eq(establishments.id, incidents.establishmentId))
      .leftJoin(user, eq(user.id, incidents.declaredById))
      .where(where)
      .orderBy(desc(incidents.occurredAt), desc(incidents.id)),
    countWhere(db, incidents, where),
    input,
  );
  return { items: rows.map((row) => toSummary(row.incident, row)), total };
}
