import { useSearch, type AnyRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPage } from './list-page.tsx';
import { renderAtList, type ListSearch } from './list-route-testing.tsx';

afterEach(cleanup);

type Row = { id: string; name: string };
const ROWS: Row[] = Array.from({ length: 3 }, (_, index) => ({ id: `c${index}`, name: `Crèche ${index + 1}` }));

/** A list of 3 rows on one page of 2, whose search lives in the URL of a private router. */
async function renderList(data: { items: Row[]; total: number } | undefined) {
  return renderAtList(function List() {
    // This router is not the app's registered one: its search is typed loosely.
    const search = useSearch<AnyRouter>({ from: '/list' }) as ListSearch;
    return (
      <ListPage
        title="Crèches"
        search={search}
        searchBox={{ label: 'Rechercher une crèche', placeholder: 'Nom…' }}
        query={{ data, isPending: false, isError: false, error: null, refetch: () => {}, isFetching: false }}
        loadingLabel="Chargement des crèches"
        empty={{ title: 'Aucune crèche trouvée' }}
        pageSize={2}
        columns={[{ header: 'Nom', cell: (row: Row) => row.name }]}
        rowKey={(row) => row.id}
      />
    );
  }, 'Crèches');
}

describe('ListPage', () => {
  it('shows the rows as columns and the pagination, and pages through the URL', async () => {
    const router = await renderList({ items: ROWS.slice(0, 2), total: 3 });
    expect(screen.getByRole('columnheader', { name: 'Nom' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Crèche 2' })).toBeDefined();
    expect(screen.getByText('1–2 sur 3')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Suivante' }));
    });
    expect(router.latestLocation.search).toEqual({ page: 2 });
  });

  it('says when nothing is found, and a search goes back to the first page', async () => {
    const router = await renderList({ items: [], total: 0 });
    expect(screen.getByText('Aucune crèche trouvée')).toBeDefined();
    const box = screen.getByRole('searchbox', { name: 'Rechercher une crèche' });
    fireEvent.change(box, { target: { value: 'Lucioles' } });
    await act(async () => {
      fireEvent.blur(box);
    });
    expect(router.latestLocation.search).toEqual({ search: 'Lucioles' });
  });
});
