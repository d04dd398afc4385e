import type { EvaluationOverview } from '@qc/shared/evaluations/schemas';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useOverview } from '../api/get-overview.ts';

/** Loading, error, then the overview of the establishment's forms. */
export function OverviewState({
  establishmentId,
  children,
}: {
  establishmentId: string;
  children: (overview: EvaluationOverview) => ReactNode;
}) {
  const overview = useOverview(establishmentId);
  if (overview.isPending)
    return (
      <div className="grid gap-3" role="status" aria-label="Chargement des auto-évaluations">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (overview.isError)
    return <ErrorState message={getErrorMessage(overview.error)} onRetry={() => void overview.refetch()} />;
  return <>{children(overview.data)}</>;
}
