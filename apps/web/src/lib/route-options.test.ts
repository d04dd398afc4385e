import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ensureList, guardedPage, preload } from './route-options.ts';

function cachedQuery(key: string, fetch: () => Promise<string>) {
  return queryOptions({ queryKey: [key], queryFn: fetch, retry: false });
}

describe('route options', () => {
  it('names the tab like every page, « <Page> — Qualité & Conformité »', () => {
    expect(guardedPage('Clients', 'client:read').head()).toEqual({
      meta: [{ title: 'Clients — Qualité & Conformité' }],
    });
  });

  it('preload: fetches what is missing, keeps what is cached, and leaves a failure to the page', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cached'], 'déjà là');
    const cachedFetch = vi.fn(async () => 'nouveau');
    const missingFetch = vi.fn(async () => 'chargé');
    const failing = vi.fn(async (): Promise<string> => {
      throw Object.assign(new Error('Introuvable'), { status: 404 });
    });

    await preload(queryClient, cachedQuery('cached', cachedFetch));
    await preload(queryClient, cachedQuery('missing', missingFetch));
    await expect(preload(queryClient, cachedQuery('failing', failing))).resolves.toBeUndefined();

    expect(cachedFetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['missing'])).toBe('chargé');
    expect(queryClient.getQueryState(['failing'])?.status).toBe('error');
  });

  it('ensureList: a list failure reaches the route (its error screen), as before', async () => {
    const queryClient = new QueryClient();
    const loader = ensureList((deps: { page?: number }) =>
      cachedQuery(`page-${deps.page ?? 1}`, async () => {
        throw new Error('Le serveur est injoignable');
      }),
    );
    await expect(loader({ context: { queryClient }, deps: { page: 2 } })).rejects.toThrow('Le serveur est injoignable');
  });
});
