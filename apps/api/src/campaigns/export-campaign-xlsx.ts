import { CAMPAIGN_PROGRESS_LABELS } from '@qc/shared/campaigns/schemas';
import { parisCalendarDay, writeXlsx, XLSX_MIME_TYPE, type XlsxCell } from '../common/xlsx-writer.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { campaignFileName } from './details.ts';
import { getCampaign } from './get-campaign.ts';

/**
 * The campaign's results as an Excel workbook, one row per site and form,
 * scoped like the detail; frozen once closed, like everything read from it.
 */
export async function exportCampaignXlsx(db: Database, actor: Actor, id: string): Promise<File> {
  const campaign = await getCampaign(db, actor, id);
  const formNames = new Map(campaign.forms.map((form) => [form.id, form.name]));
  const rows: XlsxCell[][] = campaign.sites.flatMap((site) =>
    site.forms.map((form) => [
      site.establishment.name,
      site.establishment.city,
      CAMPAIGN_PROGRESS_LABELS[site.status],
      site.isLate ? 'Oui' : 'Non',
      site.score,
      formNames.get(form.formId) ?? '',
      CAMPAIGN_PROGRESS_LABELS[form.status],
      form.score,
      form.conformityRate,
      parisCalendarDay(form.completedAt),
    ]),
  );
  const workbook = await writeXlsx(
    {
      name: 'Résultats',
      columns: [
        { header: 'Établissement', kind: 'text' },
        { header: 'Ville', kind: 'text' },
        { header: 'État de l’établissement', kind: 'text' },
        { header: 'En retard', kind: 'text' },
        { header: 'Score de l’établissement', kind: 'decimal' },
        { header: 'Questionnaire', kind: 'text' },
        { header: 'État du questionnaire', kind: 'text' },
        { header: 'Score', kind: 'decimal' },
        { header: 'Taux de conformité (%)', kind: 'decimal' },
        { header: 'Terminé le', kind: 'date' },
      ],
      rows,
    },
    {
      title: `Campagne « ${campaign.name} »`,
      subject: campaign.closedAt ? 'Résultats figés à la clôture' : 'Situation en cours',
    },
  );
  return new File([workbook as Uint8Array<ArrayBuffer>], campaignFileName(campaign.name, 'xlsx'), {
    type: XLSX_MIME_TYPE,
  });
}
