import type { EstablishmentCampaign } from '@qc/shared/campaigns/schemas';
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
import { EstablishmentCampaigns } from './establishment-campaigns.tsx';

afterEach(cleanup);

const form = (formId: string, formName: string, status: EstablishmentCampaign['status']) => ({
  formId,
  formName,
  status,
  evaluationId: null,
  score: null,
  conformityRate: null,
  completedAt: null,
});

/** The banner on a page of a router built like the app's, its data already in the cache (no request). */
function renderWith(campaigns: EstablishmentCampaign[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(
    orpc.campaigns.forEstablishment.queryKey({ input: { establishmentId: 'site-1' } }),
    campaigns,
  );
  const rootRoute = createRootRoute();
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <>
        <h1>Accueil</h1>
        <EstablishmentCampaigns establishmentId="site-1" />
      </>
    ),
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

describe('EstablishmentCampaigns (issue 17 item 3)', () => {
  it('says what is asked and by when, each form leading to its evaluation', async () => {
    renderWith([
      {
        id: 'c1',
        name: 'Hiver',
        deadline: '2026-12-10',
        isLate: false,
        status: 'IN_PROGRESS',
        forms: [
          form('f1', 'Effectifs', 'NOT_STARTED'),
          form('f2', 'Hygiène', 'IN_PROGRESS'),
          form('f3', 'Santé', 'COMPLETED'),
        ],
      },
      {
        id: 'c2',
        name: 'Automne',
        deadline: '2026-11-01',
        isLate: true,
        status: 'NOT_STARTED',
        forms: [form('f1', 'Effectifs', 'NOT_STARTED')],
      },
    ]);
    const region = await screen.findByRole('region', { name: 'Ce qui est demandé à votre établissement' });
    expect(region.textContent).toContain('Campagne « Hiver » : à terminer avant le 10 décembre 2026 inclus');
    expect(region.textContent).toContain('Campagne « Automne » : en retard, l’échéance était le 1 novembre 2026');
    expect(screen.getAllByRole('link', { name: 'Commencer « Effectifs »' })[0]!.getAttribute('href')).toBe(
      '/auto-evaluation/form/f1',
    );
    expect(screen.getByRole('link', { name: 'Continuer « Hygiène »' }).getAttribute('href')).toBe(
      '/auto-evaluation/form/f2',
    );
    screen.getByRole('link', { name: '« Santé »' });
  });

  it('shows nothing once every campaign is completed in time', async () => {
    renderWith([
      {
        id: 'c1',
        name: 'Hiver',
        deadline: '2026-12-10',
        isLate: false,
        status: 'COMPLETED',
        forms: [form('f1', 'Effectifs', 'COMPLETED')],
      },
    ]);
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(screen.queryByRole('region', { name: 'Ce qui est demandé à votre établissement' })).toBeNull();
  });
});
