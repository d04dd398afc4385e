import {
  GROUP_EXPIRING_DOCUMENT_DAYS,
  GROUP_LATE_EVALUATION_DAYS,
  type GroupCategory,
  type GroupView,
  type GroupViewInput,
} from '@qc/shared/group/schemas';
import type { Kind } from '@qc/shared/enums';
import { getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { pageTotal, toRow, type RawRow } from './group-row.ts';
import { groupPageQuery } from './group-page-query.ts';
import { rowsOf } from '../db/rows-of.ts';
import { resolveEstablishments } from './queries.ts';
import { loadHasParts, type LoadedHasPart } from '../has/has-parts.ts';
import { combineHasParts } from '@qc/shared/scoring/has-parts';
import type { GroupRow } from '@qc/shared/group/schemas';

/** Issue 17 item 1: the group view's page (its one statement in group-page-query.ts), its filters and its total. */
export async function getGroupView(
  db: Database,
  actor: Actor,
  input: GroupViewInput,
  now: Date = new Date(),
): Promise<GroupView> {
  const { where, scopeWhere, client } = await resolveEstablishments(db, actor, input);
  const today = getParisToday(now);
  const lateBefore = new Date(now.getTime() - GROUP_LATE_EVALUATION_DAYS * 86_400_000).toISOString();
  const pageQuery = groupPageQuery({ where, today, lateBefore, page: input });

  const [rows, categories, legalEntities, cities] = await Promise.all([
    rowsOf<RawRow>(db, pageQuery),
    findCategories(db, client?.id ?? null),
    rowsOf<{ id: string; name: string }>(
      db,
      sql`select distinct le.id, le.name from establishments e join legal_entities le on le.id = e.legal_entity_id
          where ${scopeWhere} order by le.name, le.id`,
    ),
    rowsOf<{ city: string }>(db, sql`select distinct e.city from establishments e where ${scopeWhere} order by e.city`),
  ]);

  const total = await pageTotal(db, rows, input.page, where);

  // Review of ADR 043, item c: the page's sites only (already scoped and cut), three queries for the whole page.
  const items = rows.map(toRow);
  const hasParts = await loadHasParts(
    db,
    items.map((item) => item.establishment.id),
  );
  for (const item of items) item.has = hasSummary(hasParts.get(item.establishment.id) ?? []);

  return {
    items,
    total,
    client,
    categories,
    legalEntities,
    cities: cities.map((row) => row.city),
    today,
    lateAfterDays: GROUP_LATE_EVALUATION_DAYS,
    expiringWithinDays: GROUP_EXPIRING_DOCUMENT_DAYS,
  };
}

/** The heat map's columns: the active categories the client's establishments evaluate against, then "Autres questionnaires". */
async function findCategories(db: Database, clientId: string | null): Promise<GroupCategory[]> {
  const rows = await rowsOf<{ id: string; name: string; kind: Kind }>(
    db,
    sql`select id, name, kind from categories
        where status = 'ACTIVE' and (client_id is null ${clientId ? sql`or client_id = ${clientId}` : sql``})
        order by position, name, id`,
  );
  return [...rows, { id: null, name: 'Autres questionnaires', kind: null }];
}

/** A site's combined HAS reading, as the group view's columns show it; null when it has no completed HAS questionnaire. */
function hasSummary(parts: LoadedHasPart[]): GroupRow['has'] {
  const result = combineHasParts(parts);
  if (!result) return null;
  return {
    objectivesMean: result.objectivesMean,
    imperatifsMet: result.imperatifs.met,
    imperatifsApplicable: result.imperatifs.applicable,
    imperatifsNotConcerned: result.imperatifs.notConcerned.length,
    formsCombined: parts.length,
    lastCompletedAt: parts
      .map((part) => part.completedAt)
      .sort()
      .at(-1)!,
  };
}
