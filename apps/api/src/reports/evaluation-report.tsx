import type { ActionDismissal } from '@qc/shared/action-plans/proposal-schemas';
import type { Action } from '@qc/shared/action-plans/schemas';
import { formatShortCalendarDay } from '@qc/shared/dates';
import { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS, KIND_LABELS } from '@qc/shared/enums';
import { isDocumentRequiredFor } from '@qc/shared/evaluations/completion';
import { formatAnswerValue } from '@qc/shared/evaluations/format';
import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { countOf } from '@qc/shared/plural';
import { notApplicableLabel } from '@qc/shared/questionnaires/applicability-wording';
import { computeHasResult } from '@qc/shared/scoring/has';
import { formatScore } from '@qc/shared/scoring/score';
import { Document, View } from '@react-pdf/renderer';
import { EstablishmentHasSection, HasSection, type EstablishmentHasData } from './has-section.tsx';
import { NumberedPage, formatDate, Kpi, ReportHeader, type EstablishmentInfo } from './parts.tsx';
import { styles } from './styles.ts';
import { Text } from './text.tsx';

export type EvaluationReportData = {
  evaluation: EvaluationDetail;
  establishment: EstablishmentInfo;
  actions: Action[];
  /** Issue 27 item 3: the gaps set aside, with who, when and why (optional: reports rendered before it). */
  dismissals?: ActionDismissal[];
  /** Review of ADR 043, item a: the establishment's HAS questionnaires read as one, for a completed HAS evaluation. */
  establishmentHas?: EstablishmentHasData | null;
  generatedAt: Date;
};

/** DESIGN §7: the report of one evaluation, for the inspector (PMI, ARS) or the board. */
export function EvaluationReport({
  evaluation,
  establishment,
  actions,
  dismissals = [],
  establishmentHas = null,
  generatedAt,
}: EvaluationReportData) {
  const dismissed = new Map(dismissals.map((item) => [item.questionKey, item]));
  const answers = new Map(evaluation.answers.map((answer) => [answer.questionKey, answer]));
  const actionsByKey = new Map<string, Action[]>();
  for (const action of actions) {
    if (action.questionKey)
      actionsByKey.set(action.questionKey, [...(actionsByKey.get(action.questionKey) ?? []), action]);
  }
  const { result, applicability } = evaluation;
  // Issue 26: the questions frozen as not applying, printed as such and counted nowhere.
  const excluded = new Map(applicability.notApplicable.map((item) => [item.questionKey, item.reason]));
  const isFinal = evaluation.status === 'COMPLETED';
  // Issue 30: HAS's reading only for a completed HAS self-evaluation (a provisional one would read as a result).
  const hasResult = isFinal
    ? computeHasResult(evaluation.questions, evaluation.answers, new Set(excluded.keys()))
    : null;
  return (
    <Document
      title={`Auto-évaluation — ${evaluation.formName} — ${establishment.name}`}
      author="Qualité & Conformité"
      language="fr-FR"
    >
      <NumberedPage generatedAt={generatedAt} establishmentName={establishment.name}>
        <ReportHeader
          title={evaluation.formName}
          subtitle={`${KIND_LABELS[evaluation.formKind]} · version ${evaluation.formVersion}`}
          establishment={establishment}
        />
        <Text style={styles.small}>
          {isFinal
            ? `Auto-évaluation terminée le ${formatDate(evaluation.completedAt)} par ${evaluation.completedByName ?? '—'}`
            : `Auto-évaluation en cours (document provisoire), commencée le ${formatDate(evaluation.startedAt)}`}
        </Text>
        {applicability.frozenAt ? (
          <Text style={styles.small}>
            {`Applicabilité figée le ${formatDate(applicability.frozenAt)} selon le profil de l’établissement : `}
            {excluded.size === 0
              ? 'toutes les questions s’appliquent.'
              : `${excluded.size} question${excluded.size > 1 ? 's ne s’appliquent' : ' ne s’applique'} pas à cet établissement.`}
          </Text>
        ) : null}

        <View style={[styles.section, styles.kpis]}>
          <Kpi label="Score" value={result.score === null ? '—' : `${formatScore(result.score)} / 100`} />
          <Kpi
            label="Taux de conformité"
            value={result.conformityRate === null ? '—' : `${formatScore(result.conformityRate)} %`}
          />
          <Kpi
            label="Réponses"
            value={`${result.answered} / ${result.total}`}
            hint={`dont ${countOf(result.notApplicable, 'non concernée', 'non concernées')}`}
          />
          <Kpi
            label="Impératifs non conformes"
            value={String(result.criticalNonConformities)}
            isAlert={result.criticalNonConformities > 0}
          />
          <Kpi
            label="Documents obligatoires manquants"
            value={String(result.missingMandatoryDocuments)}
            isAlert={result.missingMandatoryDocuments > 0}
          />
        </View>

        {hasResult ? <HasSection result={hasResult} /> : null}
        {hasResult && establishmentHas ? <EstablishmentHasSection data={establishmentHas} brief /> : null}

        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Réponses question par question</Text>
          <View style={styles.headRow} fixed>
            <Text style={[styles.th, { width: '4%' }]}>N°</Text>
            <Text style={[styles.th, { width: '46%' }]}>Question et référence</Text>
            <Text style={[styles.th, { width: '30%' }]}>Réponse, commentaire, preuves</Text>
            <Text style={[styles.th, { width: '10%', textAlign: 'right' }]}>Score</Text>
            <Text style={[styles.th, { width: '10%', textAlign: 'right' }]}>Résultat</Text>
          </View>
          {evaluation.questions.map((question, index) => {
            const answer = answers.get(question.key);
            const reason = excluded.get(question.key);
            if (reason !== undefined) {
              return (
                <View key={question.key} style={[styles.row, styles.notApplicable]} wrap={false}>
                  <Text style={{ width: '4%' }}>{index + 1}</Text>
                  <View style={{ width: '46%', paddingRight: 6 }}>
                    <Text>{question.label}</Text>
                    {question.reference ? <Text style={styles.small}>{question.reference}</Text> : null}
                  </View>
                  <Text style={{ width: '30%', paddingRight: 6 }}>{notApplicableLabel(reason)}</Text>
                  <Text style={{ width: '10%', textAlign: 'right' }}>—</Text>
                  <Text style={{ width: '10%', textAlign: 'right' }}>Non applicable</Text>
                </View>
              );
            }
            const value = answer ? formatAnswerValue(question, answer) : 'Sans réponse';
            const missingDocument = isDocumentRequiredFor(question, answer) && answer?.evidence.length === 0;
            const related = actionsByKey.get(question.key) ?? [];
            return (
              <View key={question.key} style={styles.row} wrap={false}>
                <Text style={{ width: '4%' }}>{index + 1}</Text>
                <View style={{ width: '46%', paddingRight: 6 }}>
                  <Text>
                    {question.label}
                    {question.isCritical ? <Text style={[styles.bold, styles.bad]}> (impératif)</Text> : null}
                  </Text>
                  {question.reference ? <Text style={styles.small}>{question.reference}</Text> : null}
                  {question.documentRequirement ? (
                    <Text style={styles.small}>
                      {question.documentRequirement === 'RECOMMENDED'
                        ? 'Document recommandé'
                        : question.documentRequiredFor === 'ANY_ANSWER'
                          ? 'Document obligatoire'
                          : 'Document obligatoire pour une réponse conforme'}{' '}
                      : {question.expectedDocument ?? '—'}
                    </Text>
                  ) : null}
                </View>
                <View style={{ width: '30%', paddingRight: 6 }}>
                  <Text style={styles.bold}>{value}</Text>
                  {answer?.notApplicable && answer.justification ? (
                    <Text style={styles.small}>Justification : {answer.justification}</Text>
                  ) : null}
                  {answer?.comment ? <Text style={styles.small}>Commentaire : {answer.comment}</Text> : null}
                  {missingDocument ? (
                    <Text style={[styles.small, styles.bad]}>Document obligatoire manquant</Text>
                  ) : null}
                  {answer && answer.evidence.length > 0 ? (
                    <Text style={styles.small}>
                      Preuves : {answer.evidence.map((document) => document.name).join(', ')}
                    </Text>
                  ) : null}
                  {dismissed.has(question.key) ? (
                    <Text style={styles.small}>
                      Écart écarté : {dismissed.get(question.key)!.reason ?? 'raison non précisée'} (par{' '}
                      {dismissed.get(question.key)!.dismissedByName ?? 'un utilisateur supprimé'}, le{' '}
                      {formatDate(dismissed.get(question.key)!.dismissedAt)})
                    </Text>
                  ) : null}
                  {related.map((action) => (
                    <Text key={action.id} style={styles.small}>
                      Action : {action.title} ({ACTION_STATUS_LABELS[action.status]}
                      {action.dueDate ? `, échéance ${formatShortCalendarDay(action.dueDate)}` : ''})
                    </Text>
                  ))}
                </View>
                <Text style={{ width: '10%', textAlign: 'right' }}>
                  {answer?.score == null ? '—' : formatScore(answer.score)}
                </Text>
                <Text
                  style={[
                    { width: '10%', textAlign: 'right' },
                    answer?.isConforming === false ? styles.bad : answer?.isConforming ? styles.good : {},
                  ]}
                >
                  {answer?.notApplicable
                    ? 'N/C'
                    : answer?.isConforming === null || !answer
                      ? '—'
                      : answer.isConforming
                        ? 'Conforme'
                        : 'Non conforme'}
                </Text>
              </View>
            );
          })}
        </View>

        {actions.length > 0 ? (
          <View style={styles.section} break={actions.length > 8}>
            <Text style={styles.sectionTitle}>Plan d’action issu de cette auto-évaluation</Text>
            {actions.map((action) => (
              <View key={action.id} style={styles.row} wrap={false}>
                <Text style={{ width: '50%', paddingRight: 6 }}>{action.title}</Text>
                <Text style={{ width: '20%' }}>{action.responsibleName ?? 'Sans responsable'}</Text>
                <Text style={{ width: '15%' }}>{action.dueDate ? formatShortCalendarDay(action.dueDate) : '—'}</Text>
                <Text style={[{ width: '15%' }, action.isOverdue ? styles.bad : {}]}>
                  {ACTION_STATUS_LABELS[action.status]} · {ACTION_PRIORITY_LABELS[action.priority]}
                  {action.isOverdue ? ' · en retard' : ''}
                </Text>
              </View>
            ))}
          </View>
        ) : null}
      </NumberedPage>
    </Document>
  );
}
