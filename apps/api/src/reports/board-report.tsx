import { BOARD_TREND_LENGTH } from '@qc/shared/board/schemas';
import { formatShortCalendarDay } from '@qc/shared/dates';
import { formatScore } from '@qc/shared/scoring/score';
import { Document, Page, View } from '@react-pdf/renderer';
import type { BoardReportData } from '../board/report-data.ts';
import { Text } from './text.tsx';
import { Footer, formatDate, GapQuestion, Kpi } from './parts.tsx';
import { styles } from './styles.ts';
import { COLUMN_GAP, scoreColumns } from './board-columns.ts';
import { countOf } from '@qc/shared/plural';
import { IncidentsSection } from './incidents-section.tsx';

export type { BoardReportData } from '../board/report-data.ts';

/** A right-aligned column, with a gap at its left so that it never touches its neighbour. */
const cell = (width: string) => ({ width, textAlign: 'right' as const, paddingLeft: COLUMN_GAP });
const scoreText = (score: number | null) => (score === null ? '—' : formatScore(score));
const rateText = (rate: number | null) => (rate === null ? '—' : `${formatScore(rate)} %`);
/** A change in points, signed: « +4,5 pts », « −2 pts » (the true minus sign). */
export function changeText(change: number | null): string {
  if (change === null) return '—';
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return 'stable';
  return `${rounded > 0 ? '+' : '−'}${formatScore(Math.abs(rounded))} pts`;
}

/**
 * Issue 17 item 5: the board report of a group for a period — scores per
 * establishment and category, the trend of the last evaluations, the most
 * frequent gaps, the impératifs failed and the progress of the action plans.
 * Landscape: the establishment × category table needs the width.
 */
export function BoardReport(data: BoardReportData) {
  const { totals, categories, establishments } = data;
  const groupName = data.client?.name ?? 'Mes établissements';
  const from = formatShortCalendarDay(data.period.from);
  const to = formatShortCalendarDay(data.period.to);
  const columns = scoreColumns(categories.map((category) => category.name));
  return (
    <Document
      title={`Rapport au conseil d’administration — ${groupName}`}
      author="Qualité & Conformité"
      language="fr-FR"
    >
      <Page size="A4" orientation="landscape" style={styles.page} wrap>
        <View style={styles.header}>
          <Text style={styles.brand}>Qualité & Conformité</Text>
          <Text style={styles.title}>Rapport au conseil d’administration</Text>
          <Text style={styles.subtitle}>
            {groupName} · période du {from} au {to}
          </Text>
        </View>

        <View style={[styles.section, styles.kpis]}>
          <Kpi
            label="Établissements évalués"
            value={`${totals.evaluatedEstablishments} / ${totals.establishments}`}
            hint={`${countOf(totals.evaluations, 'auto-évaluation terminée', 'auto-évaluations terminées')} sur la période`}
          />
          <Kpi
            label="Score moyen du groupe"
            value={totals.score === null ? '—' : `${formatScore(totals.score)} / 100`}
          />
          <Kpi
            label="Impératifs non conformes"
            value={String(totals.criticalFailures)}
            isAlert={totals.criticalFailures > 0}
          />
          <Kpi
            label="Actions ouvertes"
            value={String(totals.actionsOpen)}
            hint={`dont ${totals.actionsOverdue} en retard`}
            isAlert={totals.actionsOverdue > 0}
          />
          <Kpi label="Actions terminées sur la période" value={String(totals.actionsDoneInPeriod)} />
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Scores par établissement et par catégorie</Text>
          <Text style={[styles.small, { marginBottom: 4 }]}>
            Dernière auto-évaluation de chaque questionnaire terminée sur la période, score sur 100 (taux de
            conformité).
          </Text>
          <View style={styles.headRow} fixed>
            <Text style={[styles.th, { width: columns.site }]}>Établissement</Text>
            <Text style={[styles.th, cell(columns.score)]}>Score (conformité)</Text>
            {categories.map((category) => (
              <Text
                key={category.id ?? 'other'}
                style={[styles.th, cell(columns.category), { fontSize: columns.headerSize }]}
              >
                {category.name}
              </Text>
            ))}
            <Text style={[styles.th, cell(columns.change)]}>Évolution</Text>
          </View>
          {establishments.map((site) => (
            <View key={site.id} style={styles.row} wrap={false}>
              <View style={{ width: columns.site, paddingRight: 4 }}>
                <Text style={styles.bold}>{site.name}</Text>
                <Text style={styles.small}>
                  {site.city} · {site.legalEntityName}
                </Text>
              </View>
              <Text style={cell(columns.score)}>
                {site.score === null ? 'Non évalué' : `${scoreText(site.score)} (${rateText(site.conformityRate)})`}
              </Text>
              {categories.map((category) => {
                const found = site.cells.find((item) => item.categoryId === category.id);
                return (
                  <Text key={category.id ?? 'other'} style={[cell(columns.category), { fontSize: columns.cellSize }]}>
                    {found ? `${scoreText(found.score)} (${rateText(found.conformityRate)})` : '—'}
                  </Text>
                );
              })}
              <Text style={cell(columns.change)}>{changeText(site.change)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Tendance des dernières auto-évaluations</Text>
          <Text style={[styles.small, { marginBottom: 4 }]}>
            Les {BOARD_TREND_LENGTH} dernières auto-évaluations terminées sur la période, de la plus ancienne à la plus
            récente ; l’évolution compare le dernier score de chaque questionnaire au précédent.
          </Text>
          {establishments.map((site) => (
            <View key={site.id} style={styles.row} wrap={false}>
              <Text style={[styles.bold, { width: '22%', paddingRight: 4 }]}>{site.name}</Text>
              <Text style={{ width: '64%' }}>
                {site.trend.length === 0
                  ? 'Aucune auto-évaluation terminée sur la période'
                  : site.trend
                      .map(
                        (point) => `${formatDate(point.completedAt)} · ${point.formName} : ${scoreText(point.score)}`,
                      )
                      .join('  →  ')}
              </Text>
              <Text style={{ width: '14%', textAlign: 'right' }}>{changeText(site.change)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Écarts les plus fréquents</Text>
          {data.gaps.length === 0 ? (
            <Text style={styles.small}>Aucune non-conformité dans les auto-évaluations de la période.</Text>
          ) : null}
          {data.gaps.map((gap, index) => (
            <View key={`${gap.formName}-${index}`} style={styles.row} wrap={false}>
              <GapQuestion gap={gap} width="50%" />
              <Text style={[styles.bold, { width: '20%', paddingRight: 6 }]}>
                {countOf(gap.sites, 'établissement', 'établissements')} sur {gap.answered}
              </Text>
              <Text style={[styles.small, { width: '30%' }]}>{gap.siteNames.join(', ')}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Impératifs non conformes</Text>
          {data.criticalFailures.length === 0 ? (
            <Text style={styles.small}>Aucun impératif non conforme dans les auto-évaluations de la période.</Text>
          ) : null}
          {data.criticalFailures.map((failure, index) => (
            <View key={`${failure.establishmentName}-${index}`} style={styles.row} wrap={false}>
              <Text style={[styles.bold, { width: '22%', paddingRight: 4 }]}>{failure.establishmentName}</Text>
              <View style={{ width: '58%', paddingRight: 6 }}>
                <Text style={styles.bad}>{failure.label}</Text>
                <Text style={styles.small}>
                  {failure.formName}
                  {failure.reference ? ` · ${failure.reference}` : ''}
                </Text>
              </View>
              <Text style={[styles.small, { width: '20%' }]}>{formatDate(failure.completedAt)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Avancement des plans d’action</Text>
          <View style={styles.headRow} wrap={false}>
            {[
              'Établissement',
              'Actions',
              'À faire',
              'En cours',
              'Terminées',
              'En retard',
              'Terminées sur la période',
              'Avancement moyen',
            ].map((header, index) => (
              <Text key={header} style={[styles.th, index === 0 ? { width: '23%' } : cell('11%')]}>
                {header}
              </Text>
            ))}
          </View>
          {establishments.map((site) => (
            <View key={site.id} style={styles.row} wrap={false}>
              <Text style={[styles.bold, { width: '23%' }]}>{site.name}</Text>
              {[
                site.actions.total,
                site.actions.todo,
                site.actions.inProgress,
                site.actions.done,
                site.actions.overdue,
                site.actions.doneInPeriod,
              ].map((value, index) => (
                <Text key={index} style={[cell('11%'), index === 4 && value > 0 ? styles.bad : {}]}>
                  {String(value)}
                </Text>
              ))}
              <Text style={cell('11%')}>{rateText(site.actions.meanProgress)}</Text>
            </View>
          ))}
        </View>
        {data.incidents ? <IncidentsSection stats={data.incidents} period="sur la période" /> : null}
        <Footer generatedAt={data.generatedAt} establishmentName={groupName} />
      </Page>
    </Document>
  );
}
