import type { Permission } from '@qc/shared/permissions';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import { requirePermission } from './authorization.ts';
import { pageTitle } from './page-title.ts';

/*
 * Route options every page repeats, spread into its `createFileRoute('/…')({ … })`. Only light
 * options live here (title, guard, search): `loader` and `component` stay written in the route
 * file, because the router plugin moves those two properties, and the API client and screens
 * they import, into the route's own chunk (issue 13: /auth/login stays small); a spread is left
 * in the route tree's chunk.
 */

/** A guarded page: its tab title (issue 19) and the permission it needs (SPEC §2's table, §6 guard). */
export function guardedPage(title: string, permission: Permission) {
  return { head: () => ({ meta: [{ title: pageTitle(title) }] }), beforeLoad: requirePermission(permission) };
}

/**
 * A guarded list: its filters and page validated from the URL (a malformed parameter is dropped,
 * the schemas fall back), and the whole search as the loader's dependencies (a new page or filter
 * loads again).
 */
export function guardedList<TSchema extends v.GenericSchema>(title: string, permission: Permission, search: TSchema) {
  return {
    ...guardedPage(title, permission),
    validateSearch: search,
    loaderDeps: ({ search }: { search: v.InferOutput<TSchema> }) => search,
  };
}

type LoaderArgs<TDeps> = { context: { queryClient: QueryClient }; deps: TDeps };

/**
 * A list's loader: its first page from the search, in the cache before the page renders (the page's
 * query reads the same key). A failure shows the route's error screen, as every list did. The detail
 * pages' loaders keep prefetchQuery: ensureQueryData returns cached data however old, and the edit
 * pages copy what they read into their form when they mount (a stale copy would be edited and saved).
 */
export function ensureList<TDeps, TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryOptions: (deps: TDeps) => EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  return ({ context, deps }: LoaderArgs<TDeps>) => context.queryClient.ensureQueryData(queryOptions(deps));
}

type SearchNavigate<TSearch> = (options: { search: (previous: TSearch) => TSearch; replace: true }) => Promise<void>;

/**
 * For a page that writes its filters back into the URL: the changes merge into the current search,
 * replacing the history entry (Back leaves the page rather than undoing a filter).
 */
export function searchMerger<TSearch extends object>(navigate: SearchNavigate<TSearch>) {
  return (changes: Partial<TSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true });
}
