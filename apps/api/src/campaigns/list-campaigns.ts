import type { CampaignListInput, CampaignSummary } from '@qc/shared/campaigns/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { getOffset, toContainsPattern } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { campaigns } from '../db/schema-campaigns.ts';
import type { Actor } from '../scope/actor.ts';
import { campaignScopeWhere, toDetails } from './details.ts';

export async function listCampaigns(
  db: Database,
  actor: Actor,
  input: CampaignListInput,
): Promise<ListResult<CampaignSummary>> {
  const scope = await actor.getScope();
  const where = and(
    campaignScopeWhere(scope),
    input.status ? eq(campaigns.status, input.status) : undefined,
    input.clientId ? eq(campaigns.clientId, input.clientId) : undefined,
    input.search ? sql`${campaigns.name} ilike ${toContainsPattern(input.search)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      // Open first, the nearest deadline first; then the latest closed.
      .orderBy(desc(campaigns.status), asc(campaigns.deadline), desc(campaigns.createdAt), asc(campaigns.id))
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  // Sites are not listed here: the summary is what a list shows.
  const details = await toDetails(db, actor, rows);
  return { items: details.map(({ sites: _sites, score: _score, ...summary }) => summary), total: total?.total ?? 0 };
}
