import { CAMPAIGN_MESSAGES, type CampaignDetail } from '@qc/shared/campaigns/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict, forbidden } from '../common/domain-errors.ts';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { campaignResults, campaigns } from '../db/schema-campaigns.ts';
import type { Actor } from '../scope/actor.ts';
import { loadCells, toNumberOrNull } from './cells.ts';
import { canManage, findCampaignInScope, loadExtras } from './details.ts';
import { getCampaign } from './get-campaign.ts';

/**
 * Closing freezes the results: each site's status, evaluation and score per
 * form are stored as they stand, and read from there ever after. The row lock
 * makes two closings in a race store once.
 */
export async function closeCampaign(db: Database, actor: Actor, id: string): Promise<CampaignDetail> {
  const campaign = await findCampaignInScope(db, actor, id);
  const scope = await actor.getScope();
  const targets = (await loadExtras(db, [campaign])).targetsByCampaign.get(campaign.id) ?? [];
  if (!canManage(actor, scope, targets)) forbidden(CAMPAIGN_MESSAGES.outsideScope);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!locked || locked.status !== 'OPEN') conflict(CAMPAIGN_MESSAGES.alreadyClosed);
    // Every site, whatever the caller sees: the closing is the campaign's, not hers.
    const cells = await loadCells(tx as unknown as Database, { kind: 'all' }, [locked]);
    if (cells.length > 0) {
      await tx.insert(campaignResults).values(
        cells.map((cell) => ({
          campaignId: id,
          establishmentId: cell.establishment_id,
          formId: cell.form_id,
          status: cell.status,
          evaluationId: cell.evaluation_id,
          score: toNumberOrNull(cell.score),
          conformityRate: toNumberOrNull(cell.conformity_rate),
          completedAt: cell.completed_at === null ? null : new Date(toIso(cell.completed_at)),
        })),
      );
    }
    // The name goes along unchanged: the journal's row says which campaign was closed.
    const before = { name: locked.name, status: 'OPEN' };
    await audited(
      tx,
      actor,
      { entity: 'campaign', action: 'update', clientId: locked.clientId, id, before },
      async () => {
        const now = new Date();
        await tx
          .update(campaigns)
          .set({ status: 'CLOSED', closedAt: now, closedById: actor.id })
          .where(eq(campaigns.id, id));
        return { name: locked.name, status: 'CLOSED', closedAt: now };
      },
    );
  });
  return getCampaign(db, actor, id);
}
