import { formatScore } from '@qc/shared/scoring/score';
import { Document, Page, View } from '@react-pdf/renderer';
import { CalendarSection, PlanSection, SurveysSection } from './authorities-sections.tsx';
import type { AuthoritiesReportData } from './authorities-model.ts';
import { Footer, formatDate, GapQuestion, Kpi, ReportHeader } from './parts.tsx';
import { styles } from './styles.ts';
import { Text } from './text.tsx';

export const AUTHORITIES_REPORT_TITLE = 'Rapport d’évaluation de la qualité de l’accueil';

/**
 * Issue 28 item 4 (ADR 046): the report a crèche sends to the commune, the PMI or the CAF after its quality
 * self-evaluation — its results by questionnaire and question group, strengths and priorities, what the families
 * and the team said (from the surveys' threshold only), the improvement plan and the projet d'évaluation's calendar.
 */
export function AuthoritiesReport(data: AuthoritiesReportData) {
  const { establishment, generatedAt } = data;
  const scored = data.evaluations.map((item) => item.score).filter((score): score is number => score !== null);
  const overall = scored.length ? scored.reduce((sum, score) => sum + score, 0) / scored.length : null;
  const last = data.evaluations
    .map((item) => item.completedAt)
    .filter((at): at is string => !!at)
    .sort()
    .at(-1);
  return (
    <Document
      title={`${AUTHORITIES_REPORT_TITLE} — ${establishment.name}`}
      author="Qualité & Conformité"
      language="fr-FR"
    >
      <Page size="A4" style={styles.page} wrap>
        <ReportHeader
          title={AUTHORITIES_REPORT_TITLE}
          subtitle="À l’attention de la commune, du service de PMI et de la CAF"
          establishment={establishment}
        />
        <View style={styles.kpis}>
          <Kpi label="Score qualité moyen" value={overall === null ? '—' : `${formatScore(overall)} / 100`} />
          <Kpi label="Dernière auto-évaluation" value={last ? formatDate(last) : '—'} />
          <Kpi label="Écarts relevés" value={String(data.gapCount)} isAlert={data.gapCount > 0} />
          <Kpi label="Actions d’amélioration" value={String(data.plan.length)} />
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Résultats de l’auto-évaluation</Text>
          {data.evaluations.length === 0 ? (
            <Text style={styles.small}>Aucune auto-évaluation de la qualité n’a encore été terminée.</Text>
          ) : null}
          {data.evaluations.map((evaluation) => (
            <View key={evaluation.formName} style={{ marginBottom: 8 }}>
              <View style={styles.headRow} wrap={false}>
                <Text style={[styles.bold, { width: '55%' }]}>{evaluation.formName}</Text>
                <Text style={[styles.small, { width: '20%' }]}>{formatDate(evaluation.completedAt)}</Text>
                <Text style={[styles.bold, { width: '25%', textAlign: 'right' }]}>
                  {evaluation.score === null ? '—' : `${formatScore(evaluation.score)} / 100`}
                </Text>
              </View>
              {evaluation.groups.map((group) => (
                <View key={group.name} style={styles.row} wrap={false}>
                  <Text style={{ width: '55%', paddingRight: 6 }}>{group.name}</Text>
                  <Text style={[styles.small, { width: '25%' }]}>
                    {group.conforming} conforme{group.conforming > 1 ? 's' : ''} · {group.nonConforming} écart
                    {group.nonConforming > 1 ? 's' : ''}
                  </Text>
                  <Text style={{ width: '20%', textAlign: 'right' }}>
                    {group.score === null ? '—' : `${formatScore(group.score)} / 100`}
                  </Text>
                </View>
              ))}
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Points forts</Text>
          {data.strengths.length === 0 ? <Text style={styles.small}>Aucun point fort relevé à ce jour.</Text> : null}
          {data.strengths.map((item, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <Text style={[{ width: '65%', paddingRight: 6 }, styles.good]}>{item.label}</Text>
              <Text style={[styles.small, { width: '35%' }]}>
                {item.formName} · {item.group}
              </Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Priorités d’amélioration</Text>
          {data.weakGroups.map((group, index) => (
            <View key={`g${index}`} style={styles.row} wrap={false}>
              <Text style={{ width: '75%', paddingRight: 6 }}>
                {group.name} <Text style={styles.small}>({group.formName})</Text>
              </Text>
              <Text style={[{ width: '25%', textAlign: 'right' }, styles.bad]}>
                {group.score === null ? '—' : `${formatScore(group.score)} / 100`}
              </Text>
            </View>
          ))}
          {data.gaps.length === 0 ? (
            <Text style={styles.small}>Aucun écart dans les dernières auto-évaluations de la qualité.</Text>
          ) : (
            <Text style={[styles.th, { marginTop: 6 }]}>
              Écarts ouverts
              {data.gapCount > data.gaps.length ? ` (${data.gaps.length} premiers sur ${data.gapCount})` : ''}
            </Text>
          )}
          {data.gaps.map((gap, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <GapQuestion gap={gap} width="55%" />
              <Text style={[{ width: '15%' }, styles.bad]}>{gap.answer}</Text>
              <Text style={[styles.small, { width: '30%' }]}>
                {gap.plannedActions.length
                  ? `Action prévue : ${gap.plannedActions.join(' ; ')}`
                  : 'Aucune action prévue'}
              </Text>
            </View>
          ))}
        </View>

        <SurveysSection surveys={data.surveys} threshold={data.threshold} />
        <PlanSection plan={data.plan} />
        <CalendarSection calendar={data.calendar} />
        <Footer generatedAt={generatedAt} establishmentName={establishment.name} />
      </Page>
    </Document>
  );
}
