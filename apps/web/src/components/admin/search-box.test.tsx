import { createRoute, useNavigate, useSearch, type AnyRouter } from '@tanstack/react-router';

/** This test's routes are not the app's registered ones: navigate with loose types. */
type LooseNavigate = (options: { to?: string; search?: Record<string, unknown>; replace?: boolean }) => Promise<void>;
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtList, type ListSearch } from './list-route-testing.tsx';
import { SearchBox } from './search-box.tsx';

afterEach(cleanup);

/** A list page whose search lives in the URL, and another page to go to. */
async function renderListPage({ showLabel = false } = {}) {
  return renderAtList(
    function ListPage() {
      // This router is not the app's registered one: its routes are typed loosely.
      const search = useSearch<AnyRouter>({ from: '/list' }) as ListSearch;
      const navigate = useNavigate<AnyRouter>({ from: '/list' }) as unknown as LooseNavigate;
      return (
        <>
          <h1>Liste</h1>
          <SearchBox
            label="Rechercher"
            placeholder="Nom…"
            showLabel={showLabel}
            value={search.search ?? ''}
            onSearch={(text) => void navigate({ search: { search: text || undefined }, replace: true })}
          />
        </>
      );
    },
    'Liste',
    // Its data takes a second: the list stays on screen meanwhile, as on a slow network.
    (rootRoute) => [
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/other',
        loader: () => new Promise((resolve) => setTimeout(resolve, 1000)),
        component: () => <h1>Autre</h1>,
      }),
    ],
  );
}

describe('SearchBox: the search text in the URL', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the text after a pause', async () => {
    const router = await renderListPage();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'Vieux-Port' } });
    expect(router.latestLocation.search).toEqual({});
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(router.latestLocation.search).toEqual({ search: 'Vieux-Port' });
  });

  it('sends the text at once when the box is left', async () => {
    const router = await renderListPage();
    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    fireEvent.change(box, { target: { value: ' Calanques ' } });
    await act(async () => {
      fireEvent.blur(box);
    });
    expect(router.latestLocation.search).toEqual({ search: 'Calanques' });
  });

  it('drops a search still waiting when the user has gone to another page', async () => {
    const router = await renderListPage();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'Vieux-Port' } });
    await act(async () => {
      void (router.navigate as unknown as LooseNavigate)({ to: '/other' });
    });
    await act(() => vi.advanceTimersByTimeAsync(350));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await screen.findByRole('heading', { name: 'Autre' });
    expect(router.latestLocation.pathname).toBe('/other');
  });

  it('names the box by its visible label when shown', async () => {
    const router = await renderListPage({ showLabel: true });
    expect(screen.getByText('Rechercher').tagName).toBe('LABEL');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'Cassis' } });
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(router.latestLocation.search).toEqual({ search: 'Cassis' });
  });
});
