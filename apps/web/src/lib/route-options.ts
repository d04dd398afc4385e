import type { Permission } from '@qc/shared/permissions';
import type { EnsureQueryDataOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import { requirePermission } from './authorization.ts';
import { pageTitle } from './page-title.ts';

/*
 * Route options every page repeats, spread into its `createFileRoute('/…')({ … })`. Only light
 * options are spread (title, guard, search): `loader` and `component` stay written in the route
 * file, because the router plugin moves those two properties, and the API client and screens
 * they import, into the route's own chunk (issue 13: /auth/login stays small); a spread is left
 * in the route tree's chunk. The loaders below are built by calls written there; each route writes its
 * component as a plain function beside it, reading its search and params through `Route`, except the
 * pages whose only input is their route's search (the admin lists) or `id` (the category pages, an event, a
 * survey): the page is the component itself and reads it through `getRouteApi`; and the screens of the selected
 * establishment, a feature's `…Screen` on `EstablishmentScreen` (its heading, and the way to choose one).
 */

/** A guarded page: its tab title (issue 19) and the permission it needs (SPEC §2's table, §6 guard). */
export function guardedPage(title: string, permission: Permission) {
  return { head: () => ({ meta: [{ title: pageTitle(title) }] }), beforeLoad: requirePermission(permission) };
}

/**
 * A guarded list: its filters and page validated from the URL (a malformed parameter is dropped,
 * the schemas fall back), and the loader's dependencies (a change loads again): the whole search,
 * or what `deps` keeps of it (pageOnly).
 */
export function guardedList<TSchema extends v.GenericSchema, TDeps = v.InferOutput<TSchema>>(
  title: string,
  permission: Permission,
  search: TSchema,
  deps?: (search: v.InferOutput<TSchema>) => TDeps,
) {
  return {
    ...guardedPage(title, permission),
    validateSearch: search,
    loaderDeps: ({ search }: { search: v.InferOutput<TSchema> }) => (deps ? deps(search) : search),
  };
}

/** An establishment's paged tab loads again on a new page only. */
export const pageOnly = ({ page }: { page?: number | undefined }) => ({ page });

export type QueryClientContext = { context: { queryClient: QueryClient } };
type LoaderArgs<TDeps> = QueryClientContext & { deps: TDeps };

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

/** A detail page's loader: the record named by the path's `id`, prefetched (see ensureList for why). */
export function prefetchById<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryOptions: (id: string) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  return ({ context, params }: QueryClientContext & { params: { id: string } }) =>
    context.queryClient.prefetchQuery(queryOptions(params.id));
}

type SearchNavigate<TSearch> = (options: { search: (previous: TSearch) => TSearch; replace: true }) => Promise<void>;

/**
 * For a page that writes its filters back into the URL: the route's search, and the setter its
 * changes go through; they merge into the current search, replacing the history entry (Back leaves
 * the page rather than undoing a filter).
 */
export function useSearchState<TSearch extends object>(route: {
  useSearch: () => TSearch;
  useNavigate: () => SearchNavigate<NoInfer<TSearch>>;
}) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (changes: Partial<TSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true });
  return { search, onSearchChange };
}
