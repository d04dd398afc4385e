import {
  FACTOR_CATEGORY_LABELS,
  INCIDENT_KIND_LABELS,
  INCIDENT_SEVERITY_LABELS,
  type IncidentKind,
  type IncidentSeverity,
} from '@qc/shared/incidents/enums';
import type { IncidentStats } from '@qc/shared/incidents/outputs';
import { countOf } from '@qc/shared/plural';
import { View } from '@react-pdf/renderer';
import { COLUMN_GAP } from './board-columns.ts';
import { styles } from './styles.ts';
import { Text } from './text.tsx';

/** A right-aligned column, with a gap at its left so that it never touches its neighbour. */
const cell = (width: string) => ({ width, textAlign: 'right' as const, paddingLeft: COLUMN_GAP });

const joinCounts = (counts: IncidentStats['byKind'], label: (key: string) => string) =>
  counts.map((item) => `${label(item.key)} : ${item.count}`).join(' · ');

/**
 * Issue 29 item 5: the events of a period (the board report's, the synthesis' last twelve months) — counts by kind,
 * severity, site and recurring cause only, never a text nor a person.
 */
export function IncidentsSection({ stats, period }: { stats: IncidentStats; period: string }) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>Événements indésirables et réclamations</Text>
      {stats.total === 0 ? (
        <Text style={styles.small}>Aucun événement déclaré {period}.</Text>
      ) : (
        <>
          <Text style={[styles.small, { marginBottom: 4 }]}>
            {countOf(stats.total, 'événement déclaré', 'événements déclarés')} {period} ;{' '}
            {countOf(stats.openAnalyses, 'analyse en cours', 'analyses en cours')}, dont {stats.lateAnalyses} en retard
            ;{' '}
            {countOf(
              stats.lateDeclarations,
              'déclaration aux autorités en retard',
              'déclarations aux autorités en retard',
            )}
            .
          </Text>
          <Text style={styles.small}>
            Par type : {joinCounts(stats.byKind, (key) => INCIDENT_KIND_LABELS[key as IncidentKind] ?? key)}
          </Text>
          <Text style={styles.small}>
            Par gravité :{' '}
            {joinCounts(stats.bySeverity, (key) => INCIDENT_SEVERITY_LABELS[Number(key) as IncidentSeverity] ?? key)}
          </Text>
          {stats.byFactor.length > 0 ? (
            <Text style={[styles.small, { marginBottom: 4 }]}>
              Causes récurrentes :{' '}
              {joinCounts(
                stats.byFactor,
                (key) => FACTOR_CATEGORY_LABELS[key as keyof typeof FACTOR_CATEGORY_LABELS] ?? key,
              )}
            </Text>
          ) : null}
          <View style={styles.headRow} wrap={false}>
            {['Établissement', 'Événements', 'Non clos', 'Analyses en retard', 'Déclarations en retard'].map(
              (header, index) => (
                <Text key={header} style={[styles.th, index === 0 ? { width: '40%' } : cell('15%')]}>
                  {header}
                </Text>
              ),
            )}
          </View>
          {stats.bySite.map((site) => (
            <View key={site.establishmentId} style={styles.row} wrap={false}>
              <Text style={[styles.bold, { width: '40%' }]}>{site.establishmentName}</Text>
              <Text style={cell('15%')}>{String(site.count)}</Text>
              <Text style={cell('15%')}>{String(site.open)}</Text>
              <Text style={[cell('15%'), site.lateAnalyses > 0 ? styles.bad : {}]}>{String(site.lateAnalyses)}</Text>
              <Text style={[cell('15%'), site.lateDeclarations > 0 ? styles.bad : {}]}>
                {String(site.lateDeclarations)}
              </Text>
            </View>
          ))}
        </>
      )}
    </View>
  );
}
