import { formatShortCalendarDay } from '@qc/shared/dates';
import { View } from '@react-pdf/renderer';
import type { AuthoritiesReportData } from './authorities-model.ts';
import { formatDate } from './parts.tsx';
import { styles } from './styles.ts';
import { Text } from './text.tsx';

/* The report for the authorities' last three sections: the surveys, the improvement plan, the calendar. */

const percent = (count: number, total: number) => (total > 0 ? `${Math.round((count / total) * 100)} %` : '—');

function Voice({ survey, threshold }: { survey: AuthoritiesReportData['surveys'][number]; threshold: number }) {
  return (
    <View style={{ marginBottom: 10 }}>
      <View style={styles.headRow} wrap={false}>
        <Text style={[styles.bold, { width: '70%' }]}>
          {survey.audience} — {survey.title}
        </Text>
        <Text style={[styles.small, { width: '30%', textAlign: 'right' }]}>
          {survey.responseCount} réponse{survey.responseCount > 1 ? 's' : ''} · {survey.state}
          {survey.openedAt ? ` · ouverte le ${formatDate(survey.openedAt)}` : ''}
        </Text>
      </View>
      {!survey.shown ? (
        <Text style={[styles.small, { marginTop: 3 }]}>
          {survey.message ?? `Les résultats s’affichent à partir de ${threshold} réponses.`}
        </Text>
      ) : null}
      {survey.questions.map((question, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <Text style={{ width: '45%', paddingRight: 6 }}>{question.label}</Text>
          <Text style={{ width: '55%' }}>
            {question.options
              .map((option) => `${option.label} : ${percent(option.count, question.answered)}`)
              .join(' · ')}
          </Text>
        </View>
      ))}
      {survey.comments.map((question, index) => (
        <View key={`c${index}`} style={{ marginTop: 4 }}>
          <Text style={styles.th}>{question.label}</Text>
          {question.bodies.map((body, bodyIndex) => (
            <Text key={bodyIndex} style={{ marginTop: 2 }}>
              « {body} »
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** What the families and the team said, from the surveys' threshold only (ADR 042). */
export function SurveysSection({ surveys, threshold }: Pick<AuthoritiesReportData, 'surveys' | 'threshold'>) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>La parole des familles et de l’équipe</Text>
      <Text style={[styles.small, { marginBottom: 6 }]}>
        Questionnaires anonymes : aucun nom ni adresse n’est recueilli ; les résultats ne sont présentés qu’à partir de{' '}
        {threshold} réponses.
      </Text>
      {surveys.length === 0 ? (
        <Text style={styles.small}>Aucun questionnaire n’a été adressé aux familles ou à l’équipe.</Text>
      ) : null}
      {surveys.map((survey, index) => (
        <Voice key={index} survey={survey} threshold={threshold} />
      ))}
    </View>
  );
}

/** The actions of the latest quality self-evaluations, dated first. */
export function PlanSection({ plan }: Pick<AuthoritiesReportData, 'plan'>) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>Plan d’amélioration</Text>
      {plan.length === 0 ? (
        <Text style={styles.small}>Aucune action n’est rattachée aux dernières auto-évaluations de la qualité.</Text>
      ) : (
        <View style={styles.headRow} fixed>
          <Text style={[styles.th, { width: '45%' }]}>Action</Text>
          <Text style={[styles.th, { width: '22%' }]}>Responsable</Text>
          <Text style={[styles.th, { width: '13%' }]}>Échéance</Text>
          <Text style={[styles.th, { width: '20%' }]}>État</Text>
        </View>
      )}
      {plan.map((action, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <View style={{ width: '45%', paddingRight: 6 }}>
            <Text>{action.title}</Text>
            {action.formName ? <Text style={styles.small}>{action.formName}</Text> : null}
          </View>
          <Text style={{ width: '22%' }}>{action.responsibleName ?? 'Sans responsable'}</Text>
          <Text style={[{ width: '13%' }, action.isOverdue ? styles.bad : {}]}>
            {action.dueDate ? formatShortCalendarDay(action.dueDate) : '—'}
          </Text>
          <Text style={{ width: '20%' }}>
            {action.status} · {action.progress} %
          </Text>
        </View>
      ))}
    </View>
  );
}

/** The five-year calendar of the latest validated projet d'évaluation. */
export function CalendarSection({ calendar }: Pick<AuthoritiesReportData, 'calendar'>) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>Calendrier du projet d’évaluation</Text>
      {calendar ? (
        <>
          <Text style={[styles.small, { marginBottom: 4 }]}>
            Version {calendar.number} validée le {formatDate(calendar.validatedAt)}
          </Text>
          {calendar.years.map((year) => (
            <View key={year.year} style={styles.row} wrap={false}>
              <Text style={[styles.bold, { width: '15%' }]}>{String(year.year)}</Text>
              <Text style={{ width: '85%' }}>{year.plan.trim() || '—'}</Text>
            </View>
          ))}
        </>
      ) : (
        <Text style={styles.small}>Aucun projet d’évaluation validé : le calendrier sur cinq ans reste à établir.</Text>
      )}
    </View>
  );
}
