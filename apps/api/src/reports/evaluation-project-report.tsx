import type { EvaluationProjectVersion } from '@qc/shared/evaluation-projects/schemas';
import { Document, Page, View } from '@react-pdf/renderer';
import {
  EVALUATION_PROJECT_BASIS,
  EVALUATION_PROJECT_TITLE,
  orDash,
  pilotLine,
  SECTION_TITLES,
  versionLine,
} from './evaluation-project-text.ts';
import { Footer, ReportHeader, type EstablishmentInfo } from './parts.tsx';
import { styles } from './styles.ts';
import { Text } from './text.tsx';

export type EvaluationProjectReportData = {
  establishment: EstablishmentInfo;
  version: EvaluationProjectVersion;
  generatedAt: Date;
};

function Paragraphs({ value }: { value: string }) {
  return (
    <>
      {orDash(value)
        .split(/\n+/)
        .map((line, index) => (
          <Text key={index} style={{ marginBottom: 3 }}>
            {line}
          </Text>
        ))}
    </>
  );
}

/** Issue 28 item 2: a version of the projet d'évaluation, in the house style, to annex to the projet d'établissement. */
export function EvaluationProjectReport({ establishment, version, generatedAt }: EvaluationProjectReportData) {
  return (
    <Document
      title={`${EVALUATION_PROJECT_TITLE} — ${establishment.name}`}
      author="Qualité & Conformité"
      language="fr-FR"
    >
      <Page size="A4" style={styles.page} wrap>
        <ReportHeader title={EVALUATION_PROJECT_TITLE} subtitle={versionLine(version)} establishment={establishment} />
        <Text style={styles.bold}>{pilotLine(version)}</Text>
        <Text style={[styles.small, { marginTop: 4 }]}>{EVALUATION_PROJECT_BASIS}</Text>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{SECTION_TITLES.criteria}</Text>
          <View style={styles.headRow} fixed>
            <Text style={[styles.th, { width: '40%' }]}>Critère</Text>
            <Text style={[styles.th, { width: '60%' }]}>Raisons du choix</Text>
          </View>
          {version.criteria.length === 0 ? <Text>—</Text> : null}
          {version.criteria.map((criterion, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <View style={{ width: '40%', paddingRight: 6 }}>
                <Text>{criterion.label}</Text>
                {criterion.reference ? <Text style={styles.small}>{criterion.reference}</Text> : null}
              </View>
              <Text style={{ width: '60%' }}>{orDash(criterion.reasons)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{SECTION_TITLES.indicators}</Text>
          <View style={styles.headRow}>
            <Text style={[styles.th, { width: '65%' }]}>Indicateur</Text>
            <Text style={[styles.th, { width: '35%' }]}>Cible</Text>
          </View>
          {version.indicators.length === 0 ? <Text>—</Text> : null}
          {version.indicators.map((indicator, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <Text style={{ width: '65%', paddingRight: 6 }}>{orDash(indicator.label)}</Text>
              <Text style={{ width: '35%' }}>{orDash(indicator.target)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{SECTION_TITLES.calendar}</Text>
          <View style={styles.headRow}>
            <Text style={[styles.th, { width: '15%' }]}>Année</Text>
            <Text style={[styles.th, { width: '85%' }]}>Ce qui est évalué</Text>
          </View>
          {version.calendar.map((year) => (
            <View key={year.year} style={styles.row} wrap={false}>
              <Text style={[styles.bold, { width: '15%' }]}>{String(year.year)}</Text>
              <Text style={{ width: '85%' }}>{orDash(year.plan)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{SECTION_TITLES.team}</Text>
          <Paragraphs value={version.teamParticipation} />
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{SECTION_TITLES.families}</Text>
          <Paragraphs value={version.familyParticipation} />
        </View>
        <Footer generatedAt={generatedAt} establishmentName={establishment.name} />
      </Page>
    </Document>
  );
}
