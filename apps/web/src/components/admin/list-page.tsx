import type { ReactNode } from 'react';
import { DataTable, type Column } from './data-table.tsx';
import { PagedList, type PagedListProps } from './paged-list.tsx';
import { SearchBox, type SearchBoxProps } from './search-box.tsx';
import { useListSearch, type ListSearch } from './use-list-search.ts';

type ListPageProps<T, S extends ListSearch> = Omit<
  PagedListProps<T>,
  'page' | 'onPageChange' | 'children' | 'query'
> & {
  title: string;
  /** 1 for a page of its own; 2 under an establishment's tabs (`header`). */
  level?: 1 | 2;
  description?: ReactNode;
  /** A link back above the title. */
  breadcrumb?: ReactNode;
  /** The buttons on the right of the title (« Nouveau client »). */
  actions?: ReactNode;
  /** What comes above the title, e.g. the establishment's header and tabs. */
  header?: ReactNode;
  /** The route's validated search params: the page and search text are read from there. */
  search: S;
  /** The search box, if the list has one; its text goes to `search.search`. */
  searchBox?: Pick<SearchBoxProps, 'label' | 'placeholder' | 'width'>;
  /** The list's other filters, after the search box. */
  filters?: ReactNode;
  /** The filter bar's accessible name (role search), when it has one. */
  filtersLabel?: string;
  query: PagedListProps<T>['query'] & { isFetching: boolean };
} & (
    | { columns: readonly Column<T>[]; rowKey: (row: T) => string; children?: never }
    | { children: (items: T[]) => ReactNode; columns?: never; rowKey?: never }
  );

/**
 * The one list page: title and actions, search box and filters in the URL, then
 * the server's page of rows (as columns or any rendering) and the pagination.
 * A new administration list is a route file (validateSearch, loader) and this.
 */
export function ListPage<T, S extends ListSearch>(props: ListPageProps<T, S>) {
  const {
    title,
    level = 1,
    description,
    breadcrumb,
    actions,
    header,
    search,
    searchBox,
    filters,
    filtersLabel,
  } = props;
  const { query, loadingLabel, loadingRows, empty, pageSize, hideSinglePage } = props;
  const list = useListSearch<S>();
  const Heading = level === 1 ? 'h1' : 'h2';
  const updating =
    query.isFetching && !query.isPending ? (
      <span className="text-xs text-muted-foreground" role="status">
        Mise à jour…
      </span>
    ) : null;

  return (
    <div className="grid gap-4">
      {header}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {breadcrumb ? <p className="text-sm">{breadcrumb}</p> : null}
          <Heading className={level === 1 ? 'text-2xl font-semibold' : 'text-lg font-semibold'}>{title}</Heading>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions}
      </div>
      {searchBox || filters ? (
        <div
          className="flex flex-wrap items-end gap-3"
          role={filtersLabel ? 'search' : undefined}
          aria-label={filtersLabel}
        >
          {searchBox ? <SearchBox value={search.search ?? ''} onSearch={list.onSearch} {...searchBox} /> : null}
          {filters}
          {updating}
        </div>
      ) : (
        updating
      )}
      <PagedList
        query={query}
        loadingLabel={loadingLabel}
        loadingRows={loadingRows}
        empty={empty}
        page={search.page ?? 1}
        pageSize={pageSize}
        hideSinglePage={hideSinglePage}
        onPageChange={list.setPage}
      >
        {props.columns
          ? (items) => <DataTable rows={items} columns={props.columns} rowKey={props.rowKey} />
          : props.children}
      </PagedList>
    </div>
  );
}
