import { formatTime } from '@qc/shared/dates';
import { KIND_LABELS } from '@qc/shared/enums';
import { methodOfQuestion } from '@qc/shared/has-sessions/rules';
import { Link } from '@tanstack/react-router';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { RecordLink } from '@/components/ui/record-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { describeLiveChange, useFollowEvaluation } from '../api/follow-evaluation.ts';
import { useEvaluation } from '../api/get-evaluation.ts';
import { FORM_STATUS_LABELS, getFormStatus, type OverviewItem } from '../labels.ts';
import { useCan } from '../use-can.ts';
import { AnswerView } from './answer-view.tsx';
import { CompletedView } from './completed-view.tsx';
import { HasSessionsPanel } from './has-sessions-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { OverviewState } from './overview-state.tsx';
import { StartButton } from './start-button.tsx';

/** SPEC §2 /auto-evaluation/form/{id}: the evaluation of one form for the selected establishment. */
export function EvaluationPage({ formId }: { formId: string }) {
  return (
    <div className="grid gap-4">
      <RequireEstablishment purpose="voir et mener ses auto-évaluations">
        {(establishmentId, name) => (
          <OverviewState establishmentId={establishmentId}>
            {(overview) => {
              const item = overview.forms.find((entry) => entry.form.id === formId);
              if (!item)
                return (
                  <EmptyState
                    title="Questionnaire non évaluable ici"
                    description={`Ce questionnaire n’existe pas, est inactif ou ne s’applique pas à ${name}.`}
                    action={
                      <Link to="/auto-evaluation/categories" className="text-sm text-primary underline">
                        Voir les questionnaires à évaluer
                      </Link>
                    }
                  />
                );
              return <FormEvaluation establishmentId={establishmentId} establishmentName={name} item={item} />;
            }}
          </OverviewState>
        )}
      </RequireEstablishment>
    </div>
  );
}

function FormEvaluation({
  establishmentId,
  establishmentName,
  item,
}: {
  establishmentId: string;
  establishmentName: string;
  item: OverviewItem;
}) {
  const canAnswer = useCan('evaluation:answer');
  const evaluationId = item.inProgress?.id ?? item.lastCompleted?.id ?? null;
  const evaluation = useEvaluation(evaluationId);
  const lastChange = useFollowEvaluation(item.inProgress?.id ?? null);
  return (
    <>
      <nav aria-label="Fil d’Ariane" className="text-sm">
        <Link to="/auto-evaluation/categories" className="text-primary underline">
          Auto-évaluation
        </Link>
        {item.form.categoryId ? (
          <>
            {' / '}
            <RecordLink to="/auto-evaluation/category/$id" id={item.form.categoryId} look="inline">
              {item.form.categoryName}
            </RecordLink>
          </>
        ) : null}
      </nav>
      <div>
        <h1 className="text-2xl font-semibold">{item.form.name}</h1>
        <p className="text-muted-foreground">
          {establishmentName} · {KIND_LABELS[item.form.kind]} · {FORM_STATUS_LABELS[getFormStatus(item)]}
        </p>
        <p role="status" className="text-xs text-muted-foreground empty:hidden">
          {lastChange ? describeLiveChange(lastChange, formatTime(lastChange.at)) : ''}
        </p>
      </div>
      {!evaluationId ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-border bg-card p-6">
          <p>
            Ce questionnaire n’a pas encore été évalué pour cet établissement ({item.form.questionCount} questions).
          </p>
          {item.form.description ? <p className="text-sm text-muted-foreground">{item.form.description}</p> : null}
          {canAnswer ? (
            <StartButton
              establishmentId={establishmentId}
              formId={item.form.id}
              formName={item.form.name}
              label="Commencer l’auto-évaluation"
            />
          ) : (
            <p className="text-sm text-muted-foreground">Vous ne pouvez pas commencer d’auto-évaluation.</p>
          )}
        </div>
      ) : evaluation.isPending ? (
        <Skeleton className="h-64" aria-label="Chargement de l’auto-évaluation" />
      ) : evaluation.isError ? (
        <ErrorState message={getErrorMessage(evaluation.error)} onRetry={() => void evaluation.refetch()} />
      ) : evaluation.data.status === 'IN_PROGRESS' ? (
        <>
          {/* HAS forms only: any other form neither asks for the sessions nor holds a place for them. */}
          {evaluation.data.questions.some((question) => methodOfQuestion(question.key)) ? (
            <HasSessionsPanel evaluation={evaluation.data} />
          ) : null}
          <AnswerView key={evaluation.data.id} evaluation={evaluation.data} />
        </>
      ) : (
        <CompletedView evaluation={evaluation.data} canStartNew={!item.inProgress} />
      )}
      {evaluation.data ? (
        <HistoryPanel evaluationId={evaluation.data.id} questions={evaluation.data.questions} />
      ) : null}
    </>
  );
}
