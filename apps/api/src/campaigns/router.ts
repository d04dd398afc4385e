import { authed, requirePermission } from '../orpc/base.ts';
import { byField, byId, operations } from '../orpc/operations.ts';
import { closeCampaign } from './close-campaign.ts';
import { createCampaign } from './create-campaign.ts';
import { exportCampaignXlsx } from './export-campaign-xlsx.ts';
import { getCampaign } from './get-campaign.ts';
import { listCampaigns } from './list-campaigns.ts';
import { listEstablishmentCampaigns } from './list-establishment-campaigns.ts';
import { renderCampaignReport } from './render-campaign-report.ts';

// campaign:read / campaign:manage (and report:read for the files) before any scope; the scope is in the queries.
export const campaignsRouter = {
  ...operations(authed.campaigns, ['campaign:read'], {
    list: listCampaigns,
    get: byId(getCampaign),
    forEstablishment: byField('establishmentId', listEstablishmentCampaigns),
  }),
  ...operations(authed.campaigns, ['campaign:manage'], { create: createCampaign, close: byId(closeCampaign) }),
  ...operations(authed.campaigns, ['report:read', 'campaign:read'], { exportXlsx: byId(exportCampaignXlsx) }),
  report: authed.campaigns.report
    .use(requirePermission('report:read', 'campaign:read'))
    .handler(({ input, context }) =>
      renderCampaignReport(context.deps.db, context.deps.reports, context.actor, input.id),
    ),
};
