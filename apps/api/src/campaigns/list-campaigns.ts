import type { CampaignListInput, CampaignSummary } from '@qc/shared/campaigns/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { and, asc, desc } from 'drizzle-orm';
import { countWhere, eqIfGiven, readPage, searchWhere } from '../common/pagination.ts';
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
    eqIfGiven(campaigns.status, input.status),
    eqIfGiven(campaigns.clientId, input.clientId),
    searchWhere(input.search, campaigns.name),
  );
  const { rows, total } = await readPage(
    db
      .select()
      .from(campaigns)
      .where(where)
      // Open first, the nearest deadline first; then the latest closed.
      .orderBy(desc(campaigns.status), asc(campaigns.deadline), desc(campaigns.createdAt), asc(campaigns.id)),
    countWhere(db, campaigns, where),
    input,
  );
  // Sites are not listed here: the summary is what a list shows.
  const details = await toDetails(db, actor, rows);
  return { items: details.map(({ sites: _sites, score: _score, ...summary }) => summary), total };
}
