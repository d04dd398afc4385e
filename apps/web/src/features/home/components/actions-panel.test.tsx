import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orpc } from '@/lib/api-client.ts';
import { ActionsPanel } from './follow-up-panels.tsx';

afterEach(cleanup);

const counts = (open: number, overdue: number) => ({
  items: [],
  total: open,
  counts: { TODO: open, IN_PROGRESS: 0, DONE: 0, CANCELLED: 0, overdue },
});

/** The panel on a router page, the site's plan (9 open, 2 late) and « Mes actions » (4, 1 late) already cached. */
function renderPanel(mine: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const input = { establishmentId: 'site-1', page: 1, pageSize: 1 };
  queryClient.setQueryData(orpc.actionPlans.list.queryKey({ input }), counts(9, 2));
  queryClient.setQueryData(orpc.actionPlans.list.queryKey({ input: { ...input, mine: true } }), counts(4, 1));
  const rootRoute = createRootRoute();
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <ActionsPanel establishmentId="site-1" mine={mine} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('home plan panel (issue 27)', () => {
  it('counts her own actions for whoever only moves hers, with the way to « Mes actions »', async () => {
    renderPanel(true);
    expect(await screen.findByRole('heading', { name: 'Mes actions' })).toBeTruthy();
    expect(screen.getByText('Actions ouvertes').nextSibling?.textContent).toBe('4');
    expect(screen.getByText('En retard').nextSibling?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Voir mes actions' }).getAttribute('href')).toBe('/action-plan?mine=true');
  });

  it('counts the whole plan for a manager', async () => {
    renderPanel(false);
    expect(await screen.findByRole('heading', { name: 'Plan d’action' })).toBeTruthy();
    expect(screen.getByText('Actions ouvertes').nextSibling?.textContent).toBe('9');
    expect(screen.getByRole('link', { name: 'Voir le plan d’action' }).getAttribute('href')).toBe('/action-plan');
  });
});
