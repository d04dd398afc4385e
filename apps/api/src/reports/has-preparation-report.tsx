import type { ActionStatus } from '@qc/shared/action-plans/schemas';
import { ACTION_STATUS_LABELS } from '@qc/shared/enums';
import { formatCotation, HAS_SIMULATION_NOTICE, HAS_WEAK_CRITERION_BELOW } from '@qc/shared/scoring/has-labels';
import { Document, View } from '@react-pdf/renderer';
import { HasPreparationSessionsSection } from './has-preparation-sessions-section.tsx';
import type { HasPreparationSessionPart } from './has-preparation-sessions.ts';
import { EstablishmentHasSection, type EstablishmentHasData } from './has-section.tsx';
import { NumberedPage, formatDate, ReportHeader, type EstablishmentInfo } from './parts.tsx';
import { styles } from './styles.ts';
import { Text } from './text.tsx';
import { groupBy } from '../common/group-by.ts';

export type HasPreparationCriterion = {
  questionKey: string;
  code: string;
  label: string;
  formName: string;
  isImperatif: boolean;
  cotation: number | null;
  optimized: boolean;
  notConcerned: boolean;
  notConcernedImperatif: boolean;
  evidence: Array<{ name: string; validUntil: string | null; isExpired: boolean }>;
  expectedDocument: string | null;
};

export type HasPreparationAction = {
  questionKey: string;
  title: string;
  responsibleName: string | null;
  dueDate: string | null;
  status: ActionStatus;
};

export type HasPreparationReportData = {
  establishment: EstablishmentInfo;
  has: EstablishmentHasData;
  criteria: HasPreparationCriterion[];
  actions: HasPreparationAction[];
  /** The sessions by method of the evaluations combined (ADR 048, addendum); empty when none were held. */
  sessions: HasPreparationSessionPart[];
  generatedAt: Date;
};

/** What a criterion reads: its cotation, « optimisé », NC, or the NC that HAS refuses on an impératif. */
function cotationText(item: HasPreparationCriterion): string {
  if (item.notConcernedImperatif) return 'NC refusé (impératif)';
  if (item.notConcerned) return 'Non concerné';
  if (item.cotation === null) return 'Non coté';
  return item.optimized ? '4 (optimisé)' : formatCotation(item.cotation).replace(/,00$/, '');
}

/** A weak criterion (below 3) or an impératif below 4 (an NC impératif included): what the evaluators will look at. */
export function isToPrepare(item: HasPreparationCriterion): boolean {
  if (item.isImperatif) return item.notConcernedImperatif || (item.cotation !== null && item.cotation < 4);
  return item.cotation !== null && item.cotation < HAS_WEAK_CRITERION_BELOW;
}

/**
 * Issue 30 item 4 (review of ADR 043, item d): the pack a quality manager prepares the external evaluation with —
 * the combined reading, then the criteria to work on (weak, impératifs below 4) with their actions (pilot,
 * deadline), then every criterion with its result and the evidence attached to its answer, then the sessions by
 * method (ADR 048) or a sentence saying none were held. Rendered in the report workers like the other reports.
 */
export function HasPreparationReport({
  establishment,
  has,
  criteria,
  actions,
  sessions,
  generatedAt,
}: HasPreparationReportData) {
  const actionsByKey = groupBy(actions, (action) => action.questionKey);
  const toPrepare = criteria
    .filter(isToPrepare)
    .sort((left, right) => Number(right.isImperatif) - Number(left.isImperatif));
  return (
    <Document
      title={`Préparation de l’évaluation externe HAS — ${establishment.name}`}
      author="Qualité & Conformité"
      language="fr-FR"
    >
      <NumberedPage generatedAt={generatedAt} establishmentName={establishment.name}>
        <ReportHeader
          title="Dossier de préparation à l’évaluation externe HAS"
          subtitle={`Estimation d’après les règles publiées par la HAS · ${HAS_SIMULATION_NOTICE}`}
          establishment={establishment}
        />
        <EstablishmentHasSection data={has} brief />

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Critères à travailler</Text>
          <Text style={styles.small}>
            {`Critères cotés sous ${HAS_WEAK_CRITERION_BELOW} et impératifs sous 4 (un impératif « non concerné » compris), avec leurs actions du plan d’action.`}
          </Text>
          {toPrepare.length === 0 ? <Text>Aucun critère sous 3 et aucun impératif sous 4.</Text> : null}
          {toPrepare.map((item) => {
            const linked = actionsByKey.get(item.questionKey) ?? [];
            return (
              <View key={item.questionKey} style={styles.row} wrap={false}>
                <View style={{ width: '45%', paddingRight: 6 }}>
                  <Text style={item.isImperatif ? [styles.bold, styles.bad] : styles.bold}>
                    {`${item.isImperatif ? 'Impératif ' : ''}${item.code} — ${cotationText(item)}`}
                  </Text>
                  <Text>{item.label}</Text>
                </View>
                <View style={{ width: '55%' }}>
                  {linked.length === 0 ? <Text style={styles.bad}>Aucune action au plan d’action.</Text> : null}
                  {linked.map((action, index) => (
                    <Text key={`${item.questionKey}-${index}`}>
                      {`${action.title} — pilote : ${action.responsibleName ?? 'non désigné'} — échéance : ${
                        action.dueDate ? formatDate(action.dueDate) : 'non fixée'
                      } — ${ACTION_STATUS_LABELS[action.status]}`}
                    </Text>
                  ))}
                </View>
              </View>
            );
          })}
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Résultat et preuves par critère</Text>
          <View style={styles.headRow}>
            <Text style={[styles.th, { width: '45%' }]}>Critère</Text>
            <Text style={[styles.th, { width: '15%' }]}>Résultat</Text>
            <Text style={[styles.th, { width: '40%' }]}>Preuves jointes à la réponse</Text>
          </View>
          {criteria.map((item) => (
            <View key={item.questionKey} style={styles.row} wrap={false}>
              <View style={{ width: '45%', paddingRight: 6 }}>
                <Text style={styles.bold}>{`${item.code}${item.isImperatif ? ' (impératif)' : ''}`}</Text>
                <Text>{item.label}</Text>
                <Text style={styles.small}>{item.formName}</Text>
              </View>
              <Text style={[{ width: '15%' }, isToPrepare(item) ? styles.bad : {}]}>{cotationText(item)}</Text>
              <View style={{ width: '40%' }}>
                {item.evidence.length === 0 ? (
                  <Text style={styles.small}>
                    {item.expectedDocument ? `Aucune preuve (attendu : ${item.expectedDocument})` : 'Aucune preuve'}
                  </Text>
                ) : null}
                {item.evidence.map((document, index) => (
                  <Text key={`${item.questionKey}-${index}`} style={document.isExpired ? styles.bad : {}}>
                    {`${document.name}${
                      document.validUntil
                        ? ` (${document.isExpired ? 'expiré le' : 'valable jusqu’au'} ${formatDate(document.validUntil)})`
                        : ''
                    }`}
                  </Text>
                ))}
              </View>
            </View>
          ))}
        </View>

        <HasPreparationSessionsSection parts={sessions} />
      </NumberedPage>
    </Document>
  );
}
