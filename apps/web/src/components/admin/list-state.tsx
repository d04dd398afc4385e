import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { ListSkeleton } from './list-skeleton.tsx';

export type ListQuery<TData> = {
  data: TData | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type ListStateProps<TData> = {
  query: ListQuery<TData>;
  /** The accessible name of the loading rows, e.g. « Chargement des clients ». */
  loadingLabel?: string;
  loadingRows?: number | undefined;
  /** A loading placeholder of another shape than the rows (a card, a block of text). */
  loading?: ReactNode;
  empty: { title: string; description?: string | undefined; action?: ReactNode };
  isEmpty: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
};

/** A list's four states: loading, error (with retry), empty, then its rows. */
export function ListState<TData>({
  query,
  loadingLabel,
  loadingRows,
  loading,
  empty,
  isEmpty,
  children,
}: ListStateProps<TData>) {
  return (
    <QueryState
      query={query}
      loading={loading ?? <ListSkeleton label={loadingLabel ?? 'Chargement'} rows={loadingRows} />}
    >
      {(data) => (isEmpty(data) ? <EmptyState {...empty} /> : children(data))}
    </QueryState>
  );
}

type QueryStateProps<TData> = {
  query: ListQuery<TData>;
  /** The placeholder while it loads, named for screen readers. */
  loading: ReactNode;
  /** The data, or what its absence means. */
  children: (data: TData) => ReactNode;
};

/** What one query shows: its placeholder while it loads, its error (with retry), then its data. */
export function QueryState<TData>({ query, loading, children }: QueryStateProps<TData>) {
  if (query.isPending) return loading;
  if (query.isError || !query.data) {
    return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
