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
  if (query.isPending) return loading ?? <ListSkeleton label={loadingLabel ?? 'Chargement'} rows={loadingRows} />;
  if (query.isError || !query.data) {
    return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return <EmptyState {...empty} />;
  return children(query.data);
}
