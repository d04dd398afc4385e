import { authed, requirePermission } from '../orpc/base.ts';
import { closeCampaign } from './close-campaign.ts';
import { createCampaign } from './create-campaign.ts';
import { exportCampaignXlsx } from './export-campaign-xlsx.ts';
import { getCampaign } from './get-campaign.ts';
import { listCampaigns } from './list-campaigns.ts';
import { listEstablishmentCampaigns } from './list-establishment-campaigns.ts';
import { renderCampaignReport } from './render-campaign-report.ts';

// campaign:read / campaign:manage (and report:read for the files) before any scope; the scope is in the queries.
export const campaignsRouter = {
  list: authed.campaigns.list
    .use(requirePermission('campaign:read'))
    .handler(({ input, context }) => listCampaigns(context.deps.db, context.actor, input)),
  get: authed.campaigns.get
    .use(requirePermission('campaign:read'))
    .handler(({ input, context }) => getCampaign(context.deps.db, context.actor, input.id)),
  create: authed.campaigns.create
    .use(requirePermission('campaign:manage'))
    .handler(({ input, context }) => createCampaign(context.deps.db, context.actor, input)),
  close: authed.campaigns.close
    .use(requirePermission('campaign:manage'))
    .handler(({ input, context }) => closeCampaign(context.deps.db, context.actor, input.id)),
  forEstablishment: authed.campaigns.forEstablishment
    .use(requirePermission('campaign:read'))
    .handler(({ input, context }) => listEstablishmentCampaigns(context.deps.db, context.actor, input.establishmentId)),
  report: authed.campaigns.report
    .use(requirePermission('report:read', 'campaign:read'))
    .handler(({ input, context }) =>
      renderCampaignReport(context.deps.db, context.deps.reports, context.actor, input.id),
    ),
  exportXlsx: authed.campaigns.exportXlsx
    .use(requirePermission('report:read', 'campaign:read'))
    .handler(({ input, context }) => exportCampaignXlsx(context.deps.db, context.actor, input.id)),
};
