import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';

type PagedListProps<T> = {
  query: {
    data: { items: T[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** The accessible name of the loading state, e.g. « Chargement des clients ». */
  loadingLabel: string;
  empty: { title: string; description?: string; action?: ReactNode };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

/**
 * A server-paged list: loading, error (with retry), empty, then the rows and the
 * pagination. Only one page of rows is ever in the DOM, whatever the total.
 */
export function PagedList<T>({
  query,
  loadingLabel,
  empty,
  page,
  pageSize,
  onPageChange,
  children,
}: PagedListProps<T>) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label={loadingLabel} aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.data.items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      {children(query.data.items)}
      <Pagination page={page} pageSize={pageSize} total={query.data.total} onPageChange={onPageChange} />
    </>
  );
}
