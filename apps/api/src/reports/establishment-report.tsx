import type { Action } from '@qc/shared/action-plans/schemas';
import { formatShortCalendarDay } from '@qc/shared/dates';
import { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '@qc/shared/enums';
import type { IncidentStats } from '@qc/shared/incidents/outputs';
import { countOf } from '@qc/shared/plural';
import { formatScore } from '@qc/shared/scoring/score';
import { Document, Page, View } from '@react-pdf/renderer';
import { EstablishmentHasSection, type EstablishmentHasData } from './has-section.tsx';
import { IncidentsSection } from './incidents-section.tsx';
import { Footer, formatDate, GapQuestion, Kpi, ReportHeader, type EstablishmentInfo } from './parts.tsx';
import { styles } from './styles.ts';
import { Text } from './text.tsx';

export type SynthesisForm = {
  formName: string;
  kind: 'CONFORMITY' | 'QUALITY';
  score: number | null;
  conformityRate: number | null;
  completedAt: string | null;
  inProgress: boolean;
};
export type SynthesisCategory = { name: string; score: number | null; forms: SynthesisForm[] };
export type SynthesisGap = {
  formName: string;
  label: string;
  reference: string | null;
  answer: string;
  isCritical: boolean;
};

export type EstablishmentReportData = {
  establishment: EstablishmentInfo;
  score: number | null;
  categories: SynthesisCategory[];
  nonConformities: SynthesisGap[];
  missingDocuments: Array<{ formName: string; label: string; expectedDocument: string }>;
  actionCounts: { open: number; overdue: number; done: number };
  openActions: Action[];
  /** The last twelve months' events here (issue 29 item 5); null for a reader who does not handle events. */
  incidents: IncidentStats | null;
  /** Review of ADR 043, item a: the HAS questionnaires read as one (optional: reports rendered before it). */
  has?: EstablishmentHasData | null;
  generatedAt: Date;
};

/** DESIGN §7: the establishment synthesis — every latest evaluation, scores by category, gaps, action plan. */
export function EstablishmentReport(data: EstablishmentReportData) {
  const { establishment, categories } = data;
  const evaluated = categories.flatMap((category) => category.forms).filter((form) => form.completedAt);
  const total = categories.reduce((sum, category) => sum + category.forms.length, 0);
  return (
    <Document
      title={`Synthèse qualité et conformité — ${establishment.name}`}
      author="Qualité & Conformité"
      language="fr-FR"
    >
      <Page size="A4" style={styles.page} wrap>
        <ReportHeader
          title="Synthèse qualité et conformité"
          subtitle="Dernières auto-évaluations de chaque questionnaire"
          establishment={establishment}
        />
        <View style={[styles.section, styles.kpis]}>
          <Kpi
            label="Score de l’établissement"
            value={data.score === null ? '—' : `${formatScore(data.score)} / 100`}
          />
          <Kpi label="Questionnaires évalués" value={`${evaluated.length} / ${total}`} />
          <Kpi
            label="Non-conformités"
            value={String(data.nonConformities.length)}
            hint={`dont ${countOf(data.nonConformities.filter((gap) => gap.isCritical).length, 'impératif', 'impératifs')}`}
            isAlert={data.nonConformities.some((gap) => gap.isCritical)}
          />
          <Kpi
            label="Documents manquants"
            value={String(data.missingDocuments.length)}
            isAlert={data.missingDocuments.length > 0}
          />
          <Kpi
            label="Actions ouvertes"
            value={String(data.actionCounts.open)}
            hint={`dont ${data.actionCounts.overdue} en retard`}
            isAlert={data.actionCounts.overdue > 0}
          />
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Scores par catégorie</Text>
          {categories.map((category) => (
            <View key={category.name} style={{ marginBottom: 8 }} wrap={false}>
              <View style={styles.headRow}>
                <Text style={[styles.bold, { width: '70%' }]}>{category.name}</Text>
                <Text style={[styles.bold, { width: '30%', textAlign: 'right' }]}>
                  {category.score === null ? 'Non évaluée' : `${formatScore(category.score)} / 100`}
                </Text>
              </View>
              {category.forms.map((form) => (
                <View key={form.formName} style={styles.row}>
                  <Text style={{ width: '50%' }}>{form.formName}</Text>
                  <Text style={[styles.small, { width: '20%' }]}>
                    {form.completedAt ? formatDate(form.completedAt) : form.inProgress ? 'En cours' : 'Jamais évalué'}
                  </Text>
                  <Text style={{ width: '15%', textAlign: 'right' }}>
                    {form.conformityRate === null ? '—' : `${formatScore(form.conformityRate)} %`}
                  </Text>
                  <Text style={{ width: '15%', textAlign: 'right' }}>
                    {form.score === null ? '—' : formatScore(form.score)}
                  </Text>
                </View>
              ))}
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Non-conformités</Text>
          {data.nonConformities.length === 0 ? (
            <Text style={styles.small}>Aucune non-conformité dans les dernières auto-évaluations.</Text>
          ) : null}
          {data.nonConformities.map((gap, index) => (
            <View key={`${gap.formName}-${index}`} style={styles.row} wrap={false}>
              <GapQuestion gap={gap} width="70%" />
              <Text style={[{ width: '30%' }, styles.bad]}>{gap.answer}</Text>
            </View>
          ))}
        </View>

        {data.missingDocuments.length > 0 ? (
          <View style={styles.section}>
            <Text style={styles.sectionTitle}>Documents obligatoires à produire</Text>
            {data.missingDocuments.map((item, index) => (
              <View key={`${item.formName}-${index}`} style={styles.row} wrap={false}>
                <Text style={{ width: '40%' }}>{item.expectedDocument}</Text>
                <Text style={[styles.small, { width: '60%' }]}>
                  {item.formName} · {item.label}
                </Text>
              </View>
            ))}
          </View>
        ) : null}

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Plan d’action</Text>
          <Text style={styles.small}>
            {countOf(data.actionCounts.open, 'action ouverte', 'actions ouvertes')}, dont {data.actionCounts.overdue} en
            retard ; {countOf(data.actionCounts.done, 'terminée', 'terminées')}.
          </Text>
          {data.openActions.map((action) => (
            <View key={action.id} style={styles.row} wrap={false}>
              <Text style={{ width: '45%', paddingRight: 6 }}>{action.title}</Text>
              <Text style={{ width: '20%' }}>{action.responsibleName ?? 'Sans responsable'}</Text>
              <Text style={[{ width: '15%' }, action.isOverdue ? styles.bad : {}]}>
                {action.dueDate ? formatShortCalendarDay(action.dueDate) : '—'}
              </Text>
              <Text style={{ width: '20%' }}>
                {ACTION_STATUS_LABELS[action.status]} · {ACTION_PRIORITY_LABELS[action.priority]} · {action.progress} %
              </Text>
            </View>
          ))}
        </View>
        {data.has ? <EstablishmentHasSection data={data.has} /> : null}
        {data.incidents ? <IncidentsSection stats={data.incidents} period="sur les douze derniers mois" /> : null}
        <Footer generatedAt={data.generatedAt} establishmentName={data.establishment.name} />
      </Page>
    </Document>
  );
}
