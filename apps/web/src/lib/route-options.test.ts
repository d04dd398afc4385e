import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ensureList, guardedPage } from './route-options.ts';

function query(key: string, fetch: () => Promise<string>) {
  return queryOptions({ queryKey: [key], queryFn: fetch, retry: false, staleTime: 30_000 });
}

describe('route options', () => {
  it('names the tab like every page, « <Page> — Qualité & Conformité »', () => {
    expect(guardedPage('Clients', 'client:read').head()).toEqual({
      meta: [{ title: 'Clients — Qualité & Conformité' }],
    });
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
