import type { EstablishmentCampaign } from '@qc/shared/campaigns/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { campaignEstablishments, campaigns } from '../db/schema-campaigns.ts';
import type { Actor } from '../scope/actor.ts';
import { loadCells, toSites } from './cells.ts';
import { loadExtras } from './details.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';

/** The open campaigns that ask something of one establishment, with where it stands on each form. */
export async function listEstablishmentCampaigns(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<EstablishmentCampaign[]> {
  const establishment = await findScopedEstablishment(db, actor, establishmentId);
  const rows = await db
    .select({ campaign: campaigns })
    .from(campaigns)
    .innerJoin(campaignEstablishments, eq(campaignEstablishments.campaignId, campaigns.id))
    .where(and(eq(campaignEstablishments.establishmentId, establishment.id), eq(campaigns.status, 'OPEN')))
    .orderBy(asc(campaigns.deadline), asc(campaigns.name));
  const campaignRows = rows.map((row) => row.campaign);
  if (campaignRows.length === 0) return [];
  const [extras, cells] = await Promise.all([
    loadExtras(db, campaignRows),
    // Only this establishment's cells: what the others do is not this screen's business.
    loadCells(db, { kind: 'establishments', clientId: null, establishmentIds: [establishment.id] }, campaignRows),
  ]);
  const today = getParisToday();
  return campaignRows.map((campaign) => {
    const formList = extras.formsByCampaign.get(campaign.id) ?? [];
    const [site] = toSites(
      campaign,
      formList.map((form) => form.id),
      cells,
      today,
    );
    const names = new Map(formList.map((form) => [form.id, form.name]));
    return {
      id: campaign.id,
      name: campaign.name,
      deadline: campaign.deadline,
      isLate: site?.isLate ?? false,
      status: site?.status ?? 'NOT_STARTED',
      forms: (site?.forms ?? []).map((item) => ({ ...item, formName: names.get(item.formId) ?? '' })),
    };
  });
}
