import { CAMPAIGN_PROGRESS_LABELS } from '@qc/shared/campaigns/schemas';
import { parisCalendarDay, sheetOf, writeXlsx, XLSX_MIME_TYPE } from '../common/xlsx-writer.ts';
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
  const rows = campaign.sites.flatMap((site) => site.forms.map((form) => ({ site, form })));
  const workbook = await writeXlsx(
    sheetOf('Résultats', rows, [
      ['Établissement', 'text', ({ site }) => site.establishment.name],
      ['Ville', 'text', ({ site }) => site.establishment.city],
      ['État de l’établissement', 'text', ({ site }) => CAMPAIGN_PROGRESS_LABELS[site.status]],
      ['En retard', 'text', ({ site }) => (site.isLate ? 'Oui' : 'Non')],
      ['Score de l’établissement', 'decimal', ({ site }) => site.score],
      ['Questionnaire', 'text', ({ form }) => formNames.get(form.formId) ?? ''],
      ['État du questionnaire', 'text', ({ form }) => CAMPAIGN_PROGRESS_LABELS[form.status]],
      ['Score', 'decimal', ({ form }) => form.score],
      ['Taux de conformité (%)', 'decimal', ({ form }) => form.conformityRate],
      ['Terminé le', 'date', ({ form }) => parisCalendarDay(form.completedAt)],
    ]),
    {
      title: `Campagne « ${campaign.name} »`,
      subject: campaign.closedAt ? 'Résultats figés à la clôture' : 'Situation en cours',
    },
  );
  return new File([workbook as Uint8Array<ArrayBuffer>], campaignFileName(campaign.name, 'xlsx'), {
    type: XLSX_MIME_TYPE,
  });
}
