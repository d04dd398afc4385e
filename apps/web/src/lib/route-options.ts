import type { Permission } from '@qc/shared/permissions';
import type { EnsureQueryDataOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import type * as v from 'valibot';
import { requirePermission } from './authorization.ts';
import { pageTitle } from './page-title.ts';

/*
 * Route options every page repeats, spread into its `createFileRoute('/…')({ … })`. Only light
 * options are spread (title, guard, search): `loader` and `component` stay written in the route
 * file, because the router plugin moves those two properties, and the API client and screens
 * they import, into the route's own chunk (issue 13: /auth/login stays small); a spread is left
 * in the route tree's chunk. The loaders and components below are built by calls written there.
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

/*
 * The components below read their route through `getRouteApi('<the route's id>')`, written in the
 * route file beside `createFileRoute('<the same id>')`: a route's type depends on its component, so
 * `Route` itself cannot be handed to them inside its own definition (TypeScript's TS7022), and the
 * router plugin, which moves the component's expression into the route's chunk, reads it without
 * TypeScript syntax (no annotation there). A wrong id fails the types, or the first render.
 */

/** A list route's component: the page, given the search its route validated. */
export function listPage<TSearch>(Page: ComponentType<{ search: TSearch }>, route: { useSearch: () => TSearch }) {
  return function ListRouteComponent() {
    return createElement(Page, { search: route.useSearch() });
  };
}

/** A detail route's component: the page, given the path's `id`. */
export function idPage(Page: ComponentType<{ id: string }>, route: { useParams: () => { id: string } }) {
  return function IdRouteComponent() {
    return createElement(Page, { id: route.useParams().id });
  };
}

/** An establishment tab's component: the page, given the establishment's id and the validated search. */
export function tabPage<TSearch>(
  Page: ComponentType<{ establishmentId: string; search: TSearch }>,
  route: { useParams: () => { establishmentsId: string }; useSearch: () => TSearch },
) {
  return function TabRouteComponent() {
    return createElement(Page, { establishmentId: route.useParams().establishmentsId, search: route.useSearch() });
  };
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
