import type { ReactNode } from 'react';
import type { ListQuery } from '@/components/admin/list-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';

type InlineQueryStateProps<T> = {
  query: ListQuery<T[]>;
  /** The loading placeholder's accessible name and its height (`h-8`). */
  loading: { label: string; className: string };
  /** The sentence shown when the list is empty. */
  empty: string;
  children: (items: T[]) => ReactNode;
};

/**
 * A short list inside a page (a panel, a tab): a placeholder while it loads, its error on one line with
 * « Réessayer », a sentence when it is empty, then its items. Whole pages use `ListState` instead.
 */
export function InlineQueryState<T>({ query, loading, empty, children }: InlineQueryStateProps<T>) {
  if (query.isPending) return <Skeleton className={loading.className} aria-label={loading.label} />;
  if (query.isError || !query.data)
    return (
      <p role="alert" className="text-sm text-destructive">
        {getErrorMessage(query.error)}{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Réessayer
        </button>
      </p>
    );
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return children(query.data);
}
