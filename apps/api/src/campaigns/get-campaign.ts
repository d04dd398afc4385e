import type { CampaignDetail } from '@qc/shared/campaigns/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findCampaignInScope, toDetails } from './details.ts';

export async function getCampaign(db: Database, actor: Actor, id: string): Promise<CampaignDetail> {
  const [detail] = await toDetails(db, actor, [await findCampaignInScope(db, actor, id)]);
  return detail!;
}
