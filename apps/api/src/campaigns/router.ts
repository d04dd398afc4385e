import { authed } from '../orpc/base.ts';
import { byField, byId, operations } from '../orpc/operations.ts';
import { closeCampaign } from './close-campaign.ts';
import { createCampaign } from './create-campaign.ts';
import { exportCampaignXlsx } from './export-campaign-xlsx.ts';
import { getCampaign } from './get-campaign.ts';
import { listCampaigns } from './list-campaigns.ts';
import { listEstablishmentCampaigns } from './list-establishment-campaigns.ts';
import { renderCampaignReport } from './render-campaign-report.ts';

// The scope is in the queries.
export const campaignsRouter = operations(authed.campaigns, {
  list: listCampaigns,
  get: byId(getCampaign),
  forEstablishment: byField('establishmentId', listEstablishmentCampaigns),
  create: createCampaign,
  close: byId(closeCampaign),
  exportXlsx: byId(exportCampaignXlsx),
  report: (db, actor, input, context) => renderCampaignReport(db, context.deps.reports, actor, input.id),
});
