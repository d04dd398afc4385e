import { formatAnswerValue } from '@qc/shared/evaluations/format';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/dates.ts';
import type { ActionsSearch } from '../api/get-actions.ts';
import { ActionPlanView } from './action-plan-view.tsx';
import { useLatestEvaluation } from './latest-evaluation.tsx';
import { Proposals } from './proposals-panel.tsx';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';

type Props = { formId: string; search: ActionsSearch; onSearchChange: (changes: Partial<ActionsSearch>) => void };

/** SPEC §2 /action-plan/form/{formId}/: each question with its latest answer, then the form's actions. */
export function ActionPlanForm({ formId, search, onSearchChange }: Props) {
  return (
    <RequireEstablishment purpose="voir son plan d’action">
      {(establishmentId, name) => (
        <FormPlan
          establishmentId={establishmentId}
          establishmentName={name}
          formId={formId}
          search={search}
          onSearchChange={onSearchChange}
        />
      )}
    </RequireEstablishment>
  );
}

function FormPlan({
  establishmentId,
  establishmentName,
  formId,
  search,
  onSearchChange,
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
      {latest.state === 'loading' ? (
        <Skeleton className="h-32" aria-label="Chargement des réponses" />
      ) : latest.state === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          {latest.message}
        </p>
      ) : latest.state === 'none' ? (
        <p className="text-sm text-muted-foreground">
          Ce questionnaire n’a pas encore d’auto-évaluation terminée dans cet établissement.
        </p>
      ) : (
        <>
          <section className="grid gap-2" aria-labelledby="form-proposals-title">
            <h2 id="form-proposals-title" className="text-lg font-semibold">
              Écarts à traiter
            </h2>
            <Proposals
              establishmentId={establishmentId}
              evaluationId={latest.evaluation.id}
              formId={formId}
              formName={latest.formName}
            />
          </section>
          <section className="grid gap-2" aria-labelledby="form-answers-title">
            <h2 id="form-answers-title" className="text-lg font-semibold">
              Réponses de l’auto-évaluation du{' '}
              {formatDate(latest.evaluation.completedAt ?? latest.evaluation.startedAt)}
            </h2>
            <ol className="grid gap-1">
              {latest.evaluation.questions.map((question, index) => {
                const answer = latest.evaluation.answers.find((item) => item.questionKey === question.key);
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
      <ActionPlanView
        establishmentId={establishmentId}
        search={search}
        scope={{ formId }}
        onSearchChange={onSearchChange}
        seed={{ formId }}
      />
    </div>
  );
}
