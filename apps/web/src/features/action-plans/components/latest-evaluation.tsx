import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useEvaluation } from '../api/get-evaluation.ts';
import { useEvaluationOverview } from '../api/get-evaluation-overview.ts';

export type LatestEvaluation =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'none'; formName: string | null }
  | { state: 'ready'; formName: string; evaluation: EvaluationDetail };

/** The latest completed evaluation of a form for the establishment: the answers its actions close. */
export function useLatestEvaluation(establishmentId: string, formId: string): LatestEvaluation {
  const overview = useEvaluationOverview(establishmentId);
  const item = overview.data?.forms.find((entry) => entry.form.id === formId);
  const evaluation = useEvaluation(item?.lastCompleted?.id ?? null);
  if (overview.isPending) return { state: 'loading' };
  if (overview.isError) return { state: 'error', message: 'Impossible de charger les auto-évaluations.' };
  if (!item?.lastCompleted) return { state: 'none', formName: item?.form.name ?? null };
  if (evaluation.isPending) return { state: 'loading' };
  if (evaluation.isError) return { state: 'error', message: 'Impossible de charger l’auto-évaluation.' };
  return { state: 'ready', formName: item.form.name, evaluation: evaluation.data };
}

type LatestEvaluationStateProps = {
  latest: LatestEvaluation;
  /** The loading placeholder: its accessible name and its height (`h-24`). */
  loading: { label: string; className: string };
  /** What shows when the form has no completed evaluation. */
  none: ReactNode;
  children: (latest: Extract<LatestEvaluation, { state: 'ready' }>) => ReactNode;
};

/** The latest evaluation's answers once loaded; until then a placeholder, its error, or `none`. */
export function LatestEvaluationState({ latest, loading, none, children }: LatestEvaluationStateProps) {
  if (latest.state === 'loading') return <Skeleton className={loading.className} aria-label={loading.label} />;
  if (latest.state === 'error')
    return (
      <p role="alert" className="text-sm text-destructive">
        {latest.message}
      </p>
    );
  return latest.state === 'none' ? none : children(latest);
}
