import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { PICKER_PAGE_SIZE, type SearchPickerSource } from '@/components/ui/search-picker-data.ts';

type QueryOptions<T> = UseQueryOptions<T, Error, T, QueryKey>;

/** What a list procedure is asked for a picker: the text typed (none for the first page) and a small page. */
export type PickerPage = { search: string | undefined; pageSize: number };

/**
 * A picker over named records searched on the server (an ADMIN may see thousands): `list` gives one
 * small page per text typed, `get` names the chosen record when it is not in the page, `describe`
 * the line under its name.
 */
export function namedPickerSource<TItem extends { id: string; name: string }>(
  list: (page: PickerPage) => QueryOptions<{ items: TItem[]; total: number }>,
  get: (id: string) => QueryOptions<TItem>,
  describe: (item: TItem) => string,
): SearchPickerSource<TItem> {
  return {
    search: (search) => list({ search: search || undefined, pageSize: PICKER_PAGE_SIZE }),
    getById: get,
    toOption: (item) => ({ value: item.id, label: item.name, description: describe(item) }),
  };
}
