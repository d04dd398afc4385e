import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';

/** What a list page keeps in its URL: the search text and the page. */
export type ListSearch = { search?: string; page?: number };

/**
 * For the list components' tests: renders `Page` at /list of a router of its own, whose search is
 * `ListSearch`, beside the `others` routes; resolves with the router once `heading` shows.
 */
export async function renderAtList(
  Page: RouteComponent,
  heading: string,
  others: (root: AnyRoute) => AnyRoute[] = () => [],
) {
  const rootRoute = createRootRoute();
  const list = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    validateSearch: (search: Record<string, unknown>): ListSearch => ({
      search: typeof search.search === 'string' ? search.search : undefined,
      page: typeof search.page === 'number' ? search.page : undefined,
    }),
    component: Page,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([list, ...others(rootRoute)]),
    history: createMemoryHistory({ initialEntries: ['/list'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: heading });
  return router;
}
