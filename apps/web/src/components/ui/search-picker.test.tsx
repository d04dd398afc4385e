import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchPickerSource } from './search-picker-data.ts';
import { SearchPicker } from './search-picker.tsx';

type Client = { id: string; name: string };

/** 250 clients: more than a page, « Client 001 » to « Client 250 », and one far beyond the first page. */
const CLIENTS: Client[] = Array.from({ length: 250 }, (_, index) => ({
  id: `c${index + 1}`,
  name: `Client ${String(index + 1).padStart(3, '0')}`,
}));

function makeSource() {
  const searches: string[] = [];
  const byId = vi.fn((id: string) => CLIENTS.find((client) => client.id === id)!);
  const source: SearchPickerSource<Client> = {
    search: (search) => ({
      queryKey: ['clients', search],
      queryFn: () => {
        searches.push(search);
        const items = CLIENTS.filter((client) => client.name.toLowerCase().includes(search.toLowerCase()));
        return Promise.resolve({ items: items.slice(0, 3), total: items.length });
      },
    }),
    getById: (id) => ({ queryKey: ['client', id], queryFn: () => Promise.resolve(byId(id)) }),
    toOption: (client) => ({ value: client.id, label: client.name }),
  };
  return { source, searches, byId };
}

function renderPicker(options: { initialValue?: string; emptyOption?: string; error?: string } = {}) {
  const { source, searches, byId } = makeSource();
  const onChange = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  function Harness() {
    const [value, setValue] = useState(options.initialValue ?? '');
    return (
      <form onSubmit={onSubmit}>
        <label htmlFor="client">Client</label>
        <SearchPicker
          id="client"
          label="Client"
          value={value}
          source={source}
          emptyOption={options.emptyOption}
          invalid={Boolean(options.error)}
          describedBy={options.error ? 'client-error' : undefined}
          onChange={(next, item) => {
            onChange(next, item);
            setValue(next);
          }}
        />
        {options.error ? <p id="client-error">{options.error}</p> : null}
      </form>
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Client' });
  act(() => input.focus());
  return { input, onChange, onSubmit, searches, byId };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

afterEach(cleanup);

describe('SearchPicker', () => {
  it('is a labelled, closed combobox until the arrow key opens its list of the first results', async () => {
    const { input } = renderPicker();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe('client-listbox');
    expect(input.getAttribute('placeholder')).toBe('Rechercher…');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Client' });
    expect(listbox.id).toBe('client-listbox');
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    await screen.findByRole('option', { name: 'Client 001' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Client 001',
      'Client 002',
      'Client 003',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 sur 250 : affinez la recherche.');
    expect(activeOption(input)?.textContent).toBe('Client 001');
  });

  it('moves with the arrows (stopping at both ends), picks with Enter without submitting, and shows the choice closed', async () => {
    const { input, onChange } = renderPicker();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: 'Client 001' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)?.textContent).toBe('Client 003');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)?.textContent).toBe('Client 002');

    // The default action (submitting the form) is prevented.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c2', { id: 'c2', name: 'Client 002' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Client 002');

    // Reopened: the chosen option is checked and the keyboard starts on it.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)?.textContent).toBe('Client 002');
    expect(screen.getByRole('option', { name: 'Client 002' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Client 001' }).getAttribute('aria-selected')).toBe('false');
  });

  it('never lets Enter submit the form around it: closed, Enter opens the list; open, it picks (issue 19 item 8)', async () => {
    const { input, onChange, onSubmit } = renderPicker();
    // Closed and nothing chosen: the browser would submit the form (implicit submission) unless prevented.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('option', { name: 'Client 001' });
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c1', { id: 'c1', name: 'Client 001' });
    // Closed again with a value: Enter still does not submit, it reopens on the choice.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(activeOption(input)?.textContent).toBe('Client 001');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('searches on the server after a pause, says when nothing matches, and Escape gives back the choice', async () => {
    const { input, onChange, searches } = renderPicker();
    fireEvent.change(input, { target: { value: 'Client 24' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('option', { name: 'Client 240' });
    expect(searches).toEqual(['Client 24']);
    expect(screen.getAllByRole('option')).toHaveLength(3);

    // Enter right after typing never picks among the results of the previous text.
    fireEvent.change(input, { target: { value: 'Client 00' } });
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    await screen.findByRole('option', { name: 'Client 001' });
    expect(searches).toEqual(['Client 24', 'Client 00']);

    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Aucun résultat'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Escape closes only the list: a dialog listening on the document (as Radix does) never hears it', async () => {
    const dialogEscape = vi.fn();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dialogEscape();
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    try {
      const { input } = renderPicker();
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      await screen.findByRole('option', { name: 'Client 001' });
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(dialogEscape).not.toHaveBeenCalled();
      // Closed, Escape is the dialog's again.
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(dialogEscape).toHaveBeenCalledOnce();
    } finally {
      document.removeEventListener('keydown', onKeyDown, { capture: true });
    }
  });

  it('names a chosen value beyond the first page (fetched by id) and lists it first, after the « none » choice', async () => {
    const { input, byId, onChange } = renderPicker({ initialValue: 'c200', emptyOption: 'Tous les clients' });
    expect(input.getAttribute('placeholder')).toBe('Chargement…');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Client 200'));
    expect(byId).toHaveBeenCalledExactlyOnceWith('c200');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: 'Client 001' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les clients',
      'Client 200',
      'Client 001',
      'Client 002',
      'Client 003',
    ]);
    expect(activeOption(input)?.textContent).toBe('Client 200');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('', null);
    // Closed, the « none » choice reads as the placeholder; open, the field invites a search.
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('placeholder')).toBe('Tous les clients');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('placeholder')).toBe('Rechercher…');
  });

  it('links the field’s message and marks the field invalid; a click picks and leaving the field closes', async () => {
    const { input, onChange } = renderPicker({ error: 'Veuillez sélectionner un client' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Veuillez sélectionner un client',
    );
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Client 003' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c3', { id: 'c3', name: 'Client 003' });

    fireEvent.change(input, { target: { value: 'Client 1' } });
    await screen.findByRole('option', { name: 'Client 001' });
    act(() => input.blur());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Client 003');
  });
});
