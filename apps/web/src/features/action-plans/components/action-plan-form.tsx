import { formatDate } from '@qc/shared/dates';
import { formatAnswerValue } from '@qc/shared/evaluations/format';
import { Link } from '@tanstack/react-router';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ActionPlanView, type ActionPlanSearchProps } from './action-plan-view.tsx';
import { LatestEvaluationState, useLatestEvaluation } from './latest-evaluation.tsx';
import { GapsSection } from './pending-gaps.tsx';
import { Proposals } from './proposals-panel.tsx';

type Props = ActionPlanSearchProps & { formId: string };

/** SPEC §2 /action-plan/form/{formId}/: each question with its latest answer, then the form's actions. */
export function ActionPlanForm(props: Props) {
  return (
    <RequireEstablishment purpose="voir son plan d’action">
      {(establishmentId, name) => <FormPlan {...props} establishmentId={establishmentId} establishmentName={name} />}
    </RequireEstablishment>
  );
}

function FormPlan({
  establishmentId,
  establishmentName,
  formId,
  ...plan
}: Props & { establishmentId: string; establishmentName: string }) {
  const latest = useLatestEvaluation(establishmentId, formId);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold">
          Plan d’action :{' '}
          {latest.state === 'ready'
            ? latest.formName
            : latest.state === 'none'
              ? (latest.formName ?? 'questionnaire')
              : '…'}
        </h1>
        <p className="text-muted-foreground">{establishmentName}</p>
      </div>
      <LatestEvaluationState
        latest={latest}
        loading={{ label: 'Chargement des réponses', className: 'h-32' }}
        none={
          <p className="text-sm text-muted-foreground">
            Ce questionnaire n’a pas encore d’auto-évaluation terminée dans cet établissement.
          </p>
        }
      >
        {(ready) => (
          <>
            <GapsSection titleId="form-proposals-title">
              <Proposals
                establishmentId={establishmentId}
                evaluationId={ready.evaluation.id}
                formId={formId}
                formName={ready.formName}
              />
            </GapsSection>
            <section className="grid gap-2" aria-labelledby="form-answers-title">
              <h2 id="form-answers-title" className="text-lg font-semibold">
                Réponses de l’auto-évaluation du{' '}
                {formatDate(ready.evaluation.completedAt ?? ready.evaluation.startedAt)}
              </h2>
              <ol className="grid gap-1">
                {ready.evaluation.questions.map((question, index) => {
                  const answer = ready.evaluation.answers.find((item) => item.questionKey === question.key);
                  return (
                    <li key={question.key}>
                      <Link
                        to="/action-plan/form/$formId/answer/$questionId"
                        params={{ formId, questionId: question.key }}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-card p-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <span>
                          {index + 1}. {question.label}
                        </span>
                        <span className="flex items-center gap-2">
                          <span className="text-muted-foreground">
                            {answer ? formatAnswerValue(question, answer) : 'Sans réponse'}
                          </span>
                          {answer?.notApplicable ? (
                            <Badge variant="muted">Non concerné</Badge>
                          ) : answer?.isConforming === false ? (
                            <Badge variant="danger">Non conforme</Badge>
                          ) : answer?.isConforming ? (
                            <Badge variant="success">Conforme</Badge>
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </section>
          </>
        )}
      </LatestEvaluationState>
      <ActionPlanView {...plan} establishmentId={establishmentId} scope={{ formId }} seed={{ formId }} />
    </div>
  );
}
