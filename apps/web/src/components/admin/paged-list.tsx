import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination.tsx';
import { ListState, type ListStateProps } from './list-state.tsx';

export type Page<T> = { items: T[]; total: number };

export type PagedListProps<T> = Omit<ListStateProps<Page<T>>, 'isEmpty' | 'children' | 'loadingLabel'> & {
  /** The accessible name of the loading rows, e.g. « Chargement des clients ». */
  loadingLabel: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Hide the pagination when every row fits on one page (the establishment tabs). */
  hideSinglePage?: boolean;
  children: (items: T[]) => ReactNode;
};

/**
 * A server-paged list: loading, error (with retry), empty, then the rows and the
 * pagination. Only one page of rows is ever in the DOM, whatever the total.
 */
export function PagedList<T>({ page, pageSize, onPageChange, hideSinglePage, children, ...state }: PagedListProps<T>) {
  return (
    <ListState {...state} isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <>
          {children(data.items)}
          {hideSinglePage && data.total <= pageSize ? null : (
            <Pagination page={page} pageSize={pageSize} total={data.total} onPageChange={onPageChange} />
          )}
        </>
      )}
    </ListState>
  );
}
