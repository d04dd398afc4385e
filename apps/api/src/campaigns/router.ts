import { authed } from '../orpc/base.ts';
import { exportCampaignXlsx, renderCampaignReport } from './report.ts';
import { closeCampaign } from './close-campaign.ts';
import { createCampaign } from './create-campaign.ts';
import { getCampaign } from './get-campaign.ts';
import { listCampaigns } from './list-campaigns.ts';
import { listEstablishmentCampaigns } from './list-establishment-campaigns.ts';

// campaign:read / campaign:manage and the scope are checked in the services (permission first, then scope).
export const campaignsRouter = {
  list: authed.campaigns.list.handler(({ input, context }) => listCampaigns(context.deps.db, context.actor, input)),
  get: authed.campaigns.get.handler(({ input, context }) => getCampaign(context.deps.db, context.actor, input.id)),
  create: authed.campaigns.create.handler(({ input, context }) =>
    createCampaign(context.deps.db, context.actor, input),
  ),
  close: authed.campaigns.close.handler(({ input, context }) =>
    closeCampaign(context.deps.db, context.actor, input.id),
  ),
  forEstablishment: authed.campaigns.forEstablishment.handler(({ input, context }) =>
    listEstablishmentCampaigns(context.deps.db, context.actor, input.establishmentId),
  ),
  report: authed.campaigns.report.handler(({ input, context }) =>
    renderCampaignReport(context.deps.db, context.deps.reports, context.actor, input.id),
  ),
  exportXlsx: authed.campaigns.exportXlsx.handler(({ input, context }) =>
    exportCampaignXlsx(context.deps.db, context.actor, input.id),
  ),
};
