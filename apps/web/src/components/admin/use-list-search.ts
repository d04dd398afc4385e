import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

/** What every list keeps in its URL; each list adds its own filters. */
export type ListSearch = { page?: number | undefined; search?: string | undefined };

type SearchNavigate<S> = (options: { to: '.'; search: (prev: S) => S; replace?: boolean }) => Promise<void>;

/**
 * The URL changes of a list page, on the current route: a filter or the search
 * text goes back to page 1 and replaces the history entry; a page change is a
 * new entry (the back button returns to the previous page of rows).
 */
export function useListSearch<S extends ListSearch>() {
  // The route's own search type comes from the page (S); the router's registered
  // union of every route's search would not say more here.
  const navigate = useNavigate() as unknown as SearchNavigate<S>;

  const navigateSearch = useCallback(
    (reduce: (prev: S) => S, { replace = true }: { replace?: boolean } = {}) =>
      void navigate({ to: '.', search: reduce, replace }),
    [navigate],
  );
  const update = useCallback(
    (changes: Partial<S>) => navigateSearch((prev) => ({ ...prev, ...changes, page: undefined })),
    [navigateSearch],
  );
  const onSearch = useCallback((text: string) => update({ search: text || undefined } as Partial<S>), [update]);
  const setPage = useCallback(
    (page: number) => navigateSearch((prev) => ({ ...prev, page: page > 1 ? page : undefined }), { replace: false }),
    [navigateSearch],
  );

  return useMemo(() => ({ navigateSearch, update, onSearch, setPage }), [navigateSearch, update, onSearch, setPage]);
}
