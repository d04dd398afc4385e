import type { BoardReportInput } from '@qc/shared/board/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import type { Database } from '../db/client.ts';
import {
  calendarDay,
  sheetOf,
  writeXlsxSheets,
  XLSX_MIME_TYPE,
  type XlsxField,
  type XlsxSheet,
} from '../common/xlsx-writer.ts';
import type { Actor } from '../scope/actor.ts';
import { getBoardReport } from './get-board-report.ts';
import { boardFileName, type BoardReportData } from './report-data.ts';

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const parisDay = (iso: string) => calendarDay(getParisToday(new Date(iso)));
type Site = BoardReportData['establishments'][number];

/** The same figures as the PDF, one sheet per section, typed cells (numbers, real dates). */
export function boardSheets(data: BoardReportData): XlsxSheet[] {
  const { totals } = data;
  return [
    {
      name: 'Synthèse',
      columns: [
        { header: 'Indicateur', kind: 'text' },
        { header: 'Valeur', kind: 'text' },
      ],
      rows: [
        ['Groupe', data.client?.name ?? 'Mes établissements'],
        ['Début de la période', data.period.from.split('-').reverse().join('/')],
        ['Fin de la période', data.period.to.split('-').reverse().join('/')],
        ['Établissements', String(totals.establishments)],
        ['Établissements évalués sur la période', String(totals.evaluatedEstablishments)],
        ['Auto-évaluations terminées sur la période', String(totals.evaluations)],
        ['Score moyen du groupe (sur 100)', totals.score === null ? '—' : String(round1(totals.score))],
        ['Impératifs non conformes', String(totals.criticalFailures)],
        ['Actions ouvertes', String(totals.actionsOpen)],
        ['Actions en retard', String(totals.actionsOverdue)],
        ['Actions terminées sur la période', String(totals.actionsDoneInPeriod)],
      ],
    },
    sheetOf('Scores', data.establishments, [
      ['Établissement', 'text', (site) => site.name],
      ['Ville', 'text', (site) => site.city],
      ['Entité juridique', 'text', (site) => site.legalEntityName],
      ['Score (sur 100)', 'decimal', (site) => round1(site.score)],
      ['Taux de conformité (%)', 'decimal', (site) => round1(site.conformityRate)],
      ['Questionnaires évalués', 'integer', (site) => site.evaluatedForms],
      ['Auto-évaluations sur la période', 'integer', (site) => site.evaluations],
      ...data.categories.flatMap((category): XlsxField<Site>[] => {
        const cellOf = (site: Site) => site.cells.find((item) => item.categoryId === category.id);
        return [
          [`${category.name} : score`, 'decimal', (site) => round1(cellOf(site)?.score ?? null)],
          [`${category.name} : conformité (%)`, 'decimal', (site) => round1(cellOf(site)?.conformityRate ?? null)],
        ];
      }),
      ['Évolution (points)', 'decimal', (site) => round1(site.change)],
    ]),
    sheetOf(
      'Tendance',
      data.establishments.flatMap((site) => site.trend.map((point) => ({ site, point }))),
      [
        ['Établissement', 'text', ({ site }) => site.name],
        ['Date', 'date', ({ point }) => parisDay(point.completedAt)],
        ['Questionnaire', 'text', ({ point }) => point.formName],
        ['Score (sur 100)', 'decimal', ({ point }) => round1(point.score)],
      ],
    ),
    sheetOf('Écarts fréquents', data.gaps, [
      ['Question', 'longText', (gap) => gap.label],
      ['Questionnaire', 'text', (gap) => gap.formName],
      ['Référence', 'text', (gap) => gap.reference],
      ['Impératif', 'text', (gap) => (gap.isCritical ? 'Oui' : 'Non')],
      ['Établissements non conformes', 'integer', (gap) => gap.sites],
      ['Établissements ayant répondu', 'integer', (gap) => gap.answered],
      ['Lesquels', 'longText', (gap) => gap.siteNames.join(', ')],
    ]),
    sheetOf('Impératifs non conformes', data.criticalFailures, [
      ['Établissement', 'text', (failure) => failure.establishmentName],
      ['Questionnaire', 'text', (failure) => failure.formName],
      ['Question', 'longText', (failure) => failure.label],
      ['Référence', 'text', (failure) => failure.reference],
      ['Évaluée le', 'date', (failure) => parisDay(failure.completedAt)],
    ]),
    sheetOf('Plans d’action', data.establishments, [
      ['Établissement', 'text', (site) => site.name],
      ['Actions', 'integer', (site) => site.actions.total],
      ['À faire', 'integer', (site) => site.actions.todo],
      ['En cours', 'integer', (site) => site.actions.inProgress],
      ['Terminées', 'integer', (site) => site.actions.done],
      ['Annulées', 'integer', (site) => site.actions.cancelled],
      ['En retard', 'integer', (site) => site.actions.overdue],
      ['Terminées sur la période', 'integer', (site) => site.actions.doneInPeriod],
      ['Avancement moyen (%)', 'decimal', (site) => round1(site.actions.meanProgress)],
    ]),
    // Issue 29 item 5: the period's events per site, for a reader who handles events (counts only).
    ...(data.incidents
      ? [
          sheetOf('Événements', data.incidents.bySite, [
            ['Établissement', 'text', (site) => site.establishmentName],
            ['Événements', 'integer', (site) => site.count],
            ['Non clos', 'integer', (site) => site.open],
            ['Analyses en retard', 'integer', (site) => site.lateAnalyses],
            ['Déclarations en retard', 'integer', (site) => site.lateDeclarations],
          ]),
        ]
      : []),
  ];
}

/** The spreadsheet: written in one buffer (bounded by one group's figures, a few hundred rows). */
export async function exportBoardReportXlsx(db: Database, actor: Actor, input: BoardReportInput): Promise<File> {
  const data = await getBoardReport(db, actor, input);
  const bytes = await writeXlsxSheets(boardSheets(data), {
    title: 'Rapport au conseil d’administration',
    subject: `${data.client?.name ?? 'Mes établissements'} — du ${data.period.from.split('-').reverse().join('/')} au ${data.period.to.split('-').reverse().join('/')}`,
    createdAt: data.generatedAt,
  });
  return new File([bytes as Uint8Array<ArrayBuffer>], boardFileName(data, 'xlsx'), { type: XLSX_MIME_TYPE });
}
