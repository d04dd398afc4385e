import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ComboboxOption } from './combobox-listbox.tsx';

type QueryOptions<T> = UseQueryOptions<T, Error, T, QueryKey>;

/** Results per search: enough to choose from, small enough to come back at once. */
export const PICKER_PAGE_SIZE = 20;

/** Where a picker's choices come from: one server page per search, and one item by its id. */
export type SearchPickerSource<TItem> = {
  /** The query options of the server page for `search` ('' = the first page, sorted by name). */
  search: (search: string) => QueryOptions<{ items: TItem[]; total: number }>;
  /** The query options of one item, to name the chosen value when it is not in the page. */
  getById: (id: string) => QueryOptions<TItem>;
  toOption: (item: TItem) => ComboboxOption;
};

export type PickerEntry<TItem> = { option: ComboboxOption; item: TItem | null };

type PickerDataOptions<TItem> = {
  source: SearchPickerSource<TItem>;
  /** The debounced, trimmed text typed. */
  search: string;
  /** False while the text typed is still changing: no request for every letter. */
  isSearchSettled: boolean;
  value: string;
  isOpen: boolean;
  /** The chosen value's option when already known (just picked, or given by the caller). */
  knownOptions: ReadonlyArray<ComboboxOption | null | undefined>;
  emptyOption: string | undefined;
};

/**
 * The choices of a SearchPicker: the server page of the search (only while
 * open), led, when nothing is typed, by the « none » choice and the chosen
 * value even if it is beyond the page (fetched by id when not known).
 */
export function useSearchPickerData<TItem>({
  source,
  search,
  isSearchSettled,
  value,
  isOpen,
  knownOptions,
  emptyOption,
}: PickerDataOptions<TItem>) {
  const page = useQuery({
    ...source.search(search),
    enabled: isOpen && isSearchSettled,
    placeholderData: keepPreviousData,
  });
  const pageEntries = (page.data?.items ?? []).map((item) => ({ option: source.toOption(item), item }));
  const fromPage = pageEntries.find((entry) => entry.option.value === value);
  const known = knownOptions.find((option) => option && option.value === value) ?? fromPage?.option;
  const byId = useQuery({ ...source.getById(value), enabled: Boolean(value) && !known });
  const fetched = byId.data ? source.toOption(byId.data) : undefined;

  let selected: ComboboxOption | null = null;
  if (value) selected = known ?? fetched ?? (byId.isError ? { value, label: 'Sélection introuvable' } : null);

  const entries: Array<PickerEntry<TItem>> = [];
  if (!search && emptyOption !== undefined) entries.push({ option: { value: '', label: emptyOption }, item: null });
  if (!search && selected && !fromPage) entries.push({ option: selected, item: byId.data ?? null });
  entries.push(...pageEntries);

  return {
    entries,
    selected,
    isSelectedPending: Boolean(value) && !selected,
    /** No result yet, or those of an older text: Enter waits for the current ones. */
    isPending: page.isPending || !isSearchSettled || page.isPlaceholderData,
    isError: page.isError,
    shown: pageEntries.length,
    total: page.data?.total,
  };
}
