import { CAMPAIGN_PROGRESS_LABELS } from '@qc/shared/campaigns/schemas';
import { calendarDay, writeXlsx, XLSX_MIME_TYPE, type XlsxCell } from '../common/xlsx-writer.ts';
import type { Database } from '../db/client.ts';
import type { ReportPool } from '../reports/pool.ts';
import { assertPermission, type Actor } from '../scope/actor.ts';
import { getCampaign } from './get-campaign.ts';

/** A file name without characters that trouble file systems or headers. */
function toFileName(name: string, extension = 'pdf'): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `campagne-${base.slice(0, 100) || 'rapport'}.${extension}`;
}

/**
 * The consolidated report: read and scoped here (a DIRECTOR's report shows her
 * sites only), rendered off the request thread by the report pool.
 */
export async function renderCampaignReport(db: Database, pool: ReportPool, actor: Actor, id: string): Promise<File> {
  assertPermission(actor, 'report:read');
  const campaign = await getCampaign(db, actor, id);
  const bytes = await pool.render({
    kind: 'campaign',
    data: {
      name: campaign.name,
      clientName: campaign.clientName,
      deadline: campaign.deadline,
      startedAt: campaign.startedAt,
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
  return new File([bytes as Uint8Array<ArrayBuffer>], toFileName(campaign.name), { type: 'application/pdf' });
}

/** A completion instant as its Paris calendar day (what a reader of the sheet expects). */
function parisDay(iso: string | null): Date | null {
  return iso ? calendarDay(new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' })) : null;
}

/**
 * The campaign's results as an Excel workbook, one row per site and form,
 * scoped like the detail; frozen once closed, like everything read from it.
 */
export async function exportCampaignXlsx(db: Database, actor: Actor, id: string): Promise<File> {
  assertPermission(actor, 'report:read');
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
      parisDay(form.completedAt),
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
  return new File([workbook as Uint8Array<ArrayBuffer>], toFileName(campaign.name, 'xlsx'), { type: XLSX_MIME_TYPE });
}
