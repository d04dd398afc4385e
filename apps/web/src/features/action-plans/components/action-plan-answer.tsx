import { formatAnswerValue } from '@qc/shared/evaluations/format';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { ActionsSearch } from '../api/get-actions.ts';
import { ActionPlanView } from './action-plan-view.tsx';
import { useLatestEvaluation } from './latest-evaluation.tsx';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';

type Props = {
  formId: string;
  questionKey: string;
  search: ActionsSearch;
  onSearchChange: (changes: Partial<ActionsSearch>) => void;
};

/** SPEC §2 /action-plan/form/{formId}/answer/{questionId}: one answer (by question key) and its actions. */
export function ActionPlanAnswer(props: Props) {
  return (
    <RequireEstablishment purpose="voir son plan d’action">
      {(establishmentId) => <AnswerPlan {...props} establishmentId={establishmentId} />}
    </RequireEstablishment>
  );
}

function AnswerPlan({
  establishmentId,
  formId,
  questionKey,
  search,
  onSearchChange,
}: Props & { establishmentId: string }) {
  const latest = useLatestEvaluation(establishmentId, formId);
  const question =
    latest.state === 'ready' ? latest.evaluation.questions.find((item) => item.key === questionKey) : undefined;
  const answer =
    latest.state === 'ready' ? latest.evaluation.answers.find((item) => item.questionKey === questionKey) : undefined;
  return (
    <div className="grid gap-6">
      <Link to="/action-plan/form/$formId/" params={{ formId }} className="text-sm text-primary underline">
        ← Toutes les questions du questionnaire
      </Link>
      {latest.state === 'loading' ? (
        <Skeleton className="h-24" aria-label="Chargement de la réponse" />
      ) : latest.state === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          {latest.message}
        </p>
      ) : !question ? (
        <p className="text-sm text-muted-foreground">
          Cette question n’a pas de réponse dans la dernière auto-évaluation terminée.
        </p>
      ) : (
        <section className="grid gap-2 rounded-lg border border-border bg-card p-4" aria-labelledby="answer-title">
          <p className="text-xs text-muted-foreground">{latest.state === 'ready' ? latest.formName : ''}</p>
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
      )}
      <ActionPlanView
        establishmentId={establishmentId}
        search={search}
        scope={{ formId, questionKey }}
        onSearchChange={onSearchChange}
        seed={
          latest.state === 'ready' && question
            ? {
                formId,
                questionKey,
                evaluationId: latest.evaluation.id,
                title: `Mettre en conformité : ${question.label}`.slice(0, 300),
              }
            : { formId }
        }
      />
    </div>
  );
}
