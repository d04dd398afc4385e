import type { CampaignDetail } from '@qc/shared/campaigns/schemas';
import type { Database } from '../db/client.ts';
import { assertPermission, type Actor } from '../scope/actor.ts';
import { findCampaignInScope, toDetails } from './details.ts';

export async function getCampaign(db: Database, actor: Actor, id: string): Promise<CampaignDetail> {
  assertPermission(actor, 'campaign:read');
  const [detail] = await toDetails(db, actor, [await findCampaignInScope(db, actor, id)]);
  return detail!;
}
