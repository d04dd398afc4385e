import { proposalDescription, proposalTitle } from '@qc/shared/action-plans/proposal-wording';
import { formatAnswerValue } from '@qc/shared/evaluations/format';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ActionPlanView, type ActionPlanSearchProps } from './action-plan-view.tsx';
import { LatestEvaluationState, useLatestEvaluation } from './latest-evaluation.tsx';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';

type Props = ActionPlanSearchProps & { formId: string; questionKey: string };

/** SPEC §2 /action-plan/form/{formId}/answer/{questionId}: one answer (by question key) and its actions. */
export function ActionPlanAnswer(props: Props) {
  return (
    <RequireEstablishment purpose="voir son plan d’action">
      {(establishmentId) => <AnswerPlan {...props} establishmentId={establishmentId} />}
    </RequireEstablishment>
  );
}

function AnswerPlan({ establishmentId, formId, questionKey, ...plan }: Props & { establishmentId: string }) {
  const latest = useLatestEvaluation(establishmentId, formId);
  const question =
    latest.state === 'ready' ? latest.evaluation.questions.find((item) => item.key === questionKey) : undefined;
  const answer =
    latest.state === 'ready' ? latest.evaluation.answers.find((item) => item.questionKey === questionKey) : undefined;
  const missing = (
    <p className="text-sm text-muted-foreground">
      Cette question n’a pas de réponse dans la dernière auto-évaluation terminée.
    </p>
  );
  return (
    <div className="grid gap-6">
      <Link to="/action-plan/form/$formId/" params={{ formId }} className="text-sm text-primary underline">
        ← Toutes les questions du questionnaire
      </Link>
      <LatestEvaluationState
        latest={latest}
        loading={{ label: 'Chargement de la réponse', className: 'h-24' }}
        none={missing}
      >
        {(ready) =>
          !question ? (
            missing
          ) : (
            <section className="grid gap-2 rounded-lg border border-border bg-card p-4" aria-labelledby="answer-title">
              <p className="text-xs text-muted-foreground">{ready.formName}</p>
              <h1 id="answer-title" className="text-xl font-semibold">
                {question.label}
              </h1>
              {question.reference ? <p className="text-sm text-muted-foreground">{question.reference}</p> : null}
              <p className="flex flex-wrap items-center gap-2 text-sm">
                Réponse : <strong>{answer ? formatAnswerValue(question, answer) : 'Sans réponse'}</strong>
                {question.isCritical ? <Badge variant="danger">Impératif</Badge> : null}
                {answer?.isConforming === false ? (
                  <Badge variant="danger">Non conforme</Badge>
                ) : answer?.isConforming ? (
                  <Badge variant="success">Conforme</Badge>
                ) : null}
              </p>
              {answer?.comment ? <p className="text-sm">Commentaire : {answer.comment}</p> : null}
              {answer?.justification ? <p className="text-sm">Justification : {answer.justification}</p> : null}
            </section>
          )
        }
      </LatestEvaluationState>
      <ActionPlanView
        {...plan}
        establishmentId={establishmentId}
        scope={{ formId, questionKey }}
        seed={
          latest.state === 'ready' && question
            ? {
                formId,
                questionKey,
                evaluationId: latest.evaluation.id,
                // Worded as the plan's proposals are (issue 27 item 3), the answer's comment carried along.
                title: proposalTitle(question, 'NON_CONFORMING', answer?.value ?? null),
                description: proposalDescription(question, answer?.comment ?? null),
              }
            : { formId }
        }
      />
    </div>
  );
}
