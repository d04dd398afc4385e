import type { BoardReportInput } from '@qc/shared/board/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import type { Database } from '../db/client.ts';
import { calendarDay, writeXlsxSheets, XLSX_MIME_TYPE, type XlsxSheet } from '../common/xlsx-writer.ts';
import type { Actor } from '../scope/actor.ts';
import { getBoardReport } from './get-board-report.ts';
import { boardFileName, type BoardReportData } from './report-data.ts';

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const parisDay = (iso: string) => calendarDay(getParisToday(new Date(iso)));

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
    {
      name: 'Scores',
      columns: [
        { header: 'Établissement', kind: 'text' },
        { header: 'Ville', kind: 'text' },
        { header: 'Entité juridique', kind: 'text' },
        { header: 'Score (sur 100)', kind: 'decimal' },
        { header: 'Taux de conformité (%)', kind: 'decimal' },
        { header: 'Questionnaires évalués', kind: 'integer' },
        { header: 'Auto-évaluations sur la période', kind: 'integer' },
        ...data.categories.flatMap((category) => [
          { header: `${category.name} : score`, kind: 'decimal' as const },
          { header: `${category.name} : conformité (%)`, kind: 'decimal' as const },
        ]),
        { header: 'Évolution (points)', kind: 'decimal' },
      ],
      rows: data.establishments.map((site) => [
        site.name,
        site.city,
        site.legalEntityName,
        round1(site.score),
        round1(site.conformityRate),
        site.evaluatedForms,
        site.evaluations,
        ...data.categories.flatMap((category) => {
          const cell = site.cells.find((item) => item.categoryId === category.id);
          return [round1(cell?.score ?? null), round1(cell?.conformityRate ?? null)];
        }),
        round1(site.change),
      ]),
    },
    {
      name: 'Tendance',
      columns: [
        { header: 'Établissement', kind: 'text' },
        { header: 'Date', kind: 'date' },
        { header: 'Questionnaire', kind: 'text' },
        { header: 'Score (sur 100)', kind: 'decimal' },
      ],
      rows: data.establishments.flatMap((site) =>
        site.trend.map((point) => [site.name, parisDay(point.completedAt), point.formName, round1(point.score)]),
      ),
    },
    {
      name: 'Écarts fréquents',
      columns: [
        { header: 'Question', kind: 'longText' },
        { header: 'Questionnaire', kind: 'text' },
        { header: 'Référence', kind: 'text' },
        { header: 'Impératif', kind: 'text' },
        { header: 'Établissements non conformes', kind: 'integer' },
        { header: 'Établissements ayant répondu', kind: 'integer' },
        { header: 'Lesquels', kind: 'longText' },
      ],
      rows: data.gaps.map((gap) => [
        gap.label,
        gap.formName,
        gap.reference,
        gap.isCritical ? 'Oui' : 'Non',
        gap.sites,
        gap.answered,
        gap.siteNames.join(', '),
      ]),
    },
    {
      name: 'Impératifs non conformes',
      columns: [
        { header: 'Établissement', kind: 'text' },
        { header: 'Questionnaire', kind: 'text' },
        { header: 'Question', kind: 'longText' },
        { header: 'Référence', kind: 'text' },
        { header: 'Évaluée le', kind: 'date' },
      ],
      rows: data.criticalFailures.map((failure) => [
        failure.establishmentName,
        failure.formName,
        failure.label,
        failure.reference,
        parisDay(failure.completedAt),
      ]),
    },
    {
      name: 'Plans d’action',
      columns: [
        { header: 'Établissement', kind: 'text' },
        { header: 'Actions', kind: 'integer' },
        { header: 'À faire', kind: 'integer' },
        { header: 'En cours', kind: 'integer' },
        { header: 'Terminées', kind: 'integer' },
        { header: 'Annulées', kind: 'integer' },
        { header: 'En retard', kind: 'integer' },
        { header: 'Terminées sur la période', kind: 'integer' },
        { header: 'Avancement moyen (%)', kind: 'decimal' },
      ],
      rows: data.establishments.map((site) => [
        site.name,
        site.actions.total,
        site.actions.todo,
        site.actions.inProgress,
        site.actions.done,
        site.actions.cancelled,
        site.actions.overdue,
        site.actions.doneInPeriod,
        round1(site.actions.meanProgress),
      ]),
    },
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
