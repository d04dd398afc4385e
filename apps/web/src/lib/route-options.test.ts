import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ensureList, guardedPage, preload } from './route-options.ts';

function query(key: string, fetch: () => Promise<string>) {
  return queryOptions({ queryKey: [key], queryFn: fetch, retry: false, staleTime: 30_000 });
}

describe('route options', () => {
  it('names the tab like every page, « <Page> — Qualité & Conformité »', () => {
    expect(guardedPage('Clients', 'client:read').head()).toEqual({
      meta: [{ title: 'Clients — Qualité & Conformité' }],
    });
  });

  it('preload: keeps fresh data, fetches what is missing or stale, and leaves a failure to the page', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['fresh'], 'déjà là');
    queryClient.setQueryData(['stale'], 'ancien', { updatedAt: Date.now() - 60_000 });
    const freshFetch = vi.fn(async () => 'nouveau');
    const failing = vi.fn(async (): Promise<string> => {
      throw Object.assign(new Error('Introuvable'), { status: 404 });
    });

    await preload(queryClient, query('fresh', freshFetch));
    await preload(
      queryClient,
      query('missing', async () => 'chargé'),
    );
    await preload(
      queryClient,
      query('stale', async () => 'à jour'),
    );
    await expect(preload(queryClient, query('failing', failing))).resolves.toBeUndefined();

    expect(freshFetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['missing'])).toBe('chargé');
    expect(queryClient.getQueryData(['stale'])).toBe('à jour');
    expect(queryClient.getQueryState(['failing'])?.status).toBe('error');
  });

  it('ensureList: a list failure reaches the route (its error screen), as before', async () => {
    const queryClient = new QueryClient();
    const loader = ensureList((deps: { page?: number }) =>
      query(`page-${deps.page ?? 1}`, async () => {
        throw new Error('Le serveur est injoignable');
      }),
    );
    await expect(loader({ context: { queryClient }, deps: { page: 2 } })).rejects.toThrow('Le serveur est injoignable');
  });
});
