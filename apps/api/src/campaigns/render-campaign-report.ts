import { CAMPAIGN_PROGRESS_LABELS } from '@qc/shared/campaigns/schemas';
import type { Database } from '../db/client.ts';
import type { ReportPool } from '../reports/pool.ts';
import type { Actor } from '../scope/actor.ts';
import { campaignFileName } from './details.ts';
import { getCampaign } from './get-campaign.ts';

/**
 * The consolidated report: read and scoped here (a DIRECTOR's report shows her
 * sites only), rendered off the request thread by the report pool.
 */
export async function renderCampaignReport(db: Database, pool: ReportPool, actor: Actor, id: string): Promise<File> {
  const campaign = await getCampaign(db, actor, id);
  const bytes = await pool.render({
    kind: 'campaign',
    data: {
      name: campaign.name,
      clientName: campaign.clientName,
      deadline: campaign.deadline,
      startedAt: campaign.startedAt,
      acceptCompletedSince: campaign.acceptCompletedSince,
      closedAt: campaign.closedAt,
      createdByName: campaign.createdByName,
      formNames: campaign.forms.map((form) => form.name),
      score: campaign.score,
      counts: campaign.progress,
      sites: campaign.sites.map((site) => ({
        name: site.establishment.name,
        city: site.establishment.city,
        statusLabel: `${CAMPAIGN_PROGRESS_LABELS[site.status]}${site.isLate ? ' (en retard)' : ''}`,
        isLate: site.isLate,
        score: site.score,
        forms: site.forms.map((form) => ({
          statusLabel: CAMPAIGN_PROGRESS_LABELS[form.status],
          score: form.score,
          completedAt: form.completedAt,
        })),
      })),
      generatedAt: new Date().toISOString(),
    },
  });
  return new File([bytes as Uint8Array<ArrayBuffer>], campaignFileName(campaign.name, 'pdf'), {
    type: 'application/pdf',
  });
}
