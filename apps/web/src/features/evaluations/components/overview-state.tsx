import type { EvaluationOverview } from '@qc/shared/evaluations/schemas';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/admin/list-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
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
  return (
    <QueryState
      query={overview}
      loading={
        <div className="grid gap-3" role="status" aria-label="Chargement des auto-évaluations">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      }
    >
      {children}
    </QueryState>
  );
}
