import type { IncidentStats } from '@qc/shared/incidents/outputs';
import type * as ReactQuery from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupIncidentsPage } from './group-incidents-page.tsx';

/** What the stats query answers in each test, set before rendering. */
let query: { isPending: boolean; isError: boolean; error?: Error; data?: IncidentStats; refetch: () => void };
let lastInput: unknown;
vi.mock('@tanstack/react-query', async (original) => ({
  ...(await original<typeof ReactQuery>()),
  useQuery: (options: { queryKey: unknown }) => {
    lastInput = options.queryKey;
    return query;
  },
}));

afterEach(cleanup);

const stats: IncidentStats = {
  total: 5,
  byKind: [
    { key: 'CHILD_ACCIDENT', count: 3 },
    { key: 'FAMILY_COMPLAINT', count: 2 },
  ],
  bySeverity: [
    { key: '2', count: 3 },
    { key: '4', count: 2 },
  ],
  byMonth: [{ key: '2026-11', count: 5 }],
  bySite: [
    {
      establishmentId: 'e1',
      establishmentName: 'Crèche Les Lucioles',
      count: 4,
      open: 2,
      lateAnalyses: 1,
      lateDeclarations: 1,
    },
    {
      establishmentId: 'e2',
      establishmentName: 'Crèche Les Mésanges',
      count: 1,
      open: 0,
      lateAnalyses: 0,
      lateDeclarations: 0,
    },
  ],
  byFactor: [{ key: 'ENVIRONMENT', count: 2 }],
  openAnalyses: 2,
  lateAnalyses: 1,
  lateDeclarations: 1,
};

function renderPage(search: { from?: string; to?: string }, onSearchChange = vi.fn()) {
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <GroupIncidentsPage search={search} onSearchChange={onSearchChange} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return onSearchChange;
}

describe('« Événements du groupe » (issue 29 item 5)', () => {
  it('shows the late declarations and analyses, each site, and exports over the period of the URL', async () => {
    query = { isPending: false, isError: false, data: stats, refetch: vi.fn() };
    const onSearchChange = renderPage({ from: '2026-11-01', to: '2026-11-30' });
    const kinds = await screen.findByRole('list', { name: 'Par type' });
    expect(
      within(kinds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accident d’un enfant3', 'Réclamation d’une famille2']);
    const figures = screen.getByLabelText('Synthèse des événements');
    expect(within(figures).getByText('Déclarations en retard').nextSibling?.textContent).toBe('1');
    expect(within(figures).getByText('Événements').nextSibling?.textContent).toBe('5');
    const sites = screen.getByRole('table', { name: 'Événements par établissement' });
    expect(within(sites).getByRole('rowheader', { name: 'Crèche Les Lucioles' })).toBeTruthy();
    expect(screen.getByText('novembre 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exporter le registre (XLSX)' }).getAttribute('href')).toBe(
      '/api/v1/group/incidents/export.xlsx?from=2026-11-01&to=2026-11-30',
    );
    expect(JSON.stringify(lastInput)).toContain('2026-11-01');
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '' } });
    expect(onSearchChange).toHaveBeenCalledWith({ to: undefined });
  });

  it('says when there is nothing on the period, and when the figures cannot be read', async () => {
    query = { isPending: false, isError: false, data: { ...stats, total: 0, bySite: [] }, refetch: vi.fn() };
    renderPage({});
    expect(await screen.findByText('Aucun événement déclaré sur cette période.')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    query = { isPending: false, isError: true, error: new Error('Service indisponible'), refetch };
    renderPage({});
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalled();
  });
});
