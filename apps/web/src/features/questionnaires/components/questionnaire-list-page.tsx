import type { ReactNode } from 'react';
import type { Column } from '@/components/admin/data-table.tsx';
import { ListPage } from '@/components/admin/list-page.tsx';
import type { PagedListProps } from '@/components/admin/paged-list.tsx';
import { CreateButton } from './create-button.tsx';
import { QuestionnaireFilters, type QuestionnaireSearch } from './questionnaire-filters.tsx';

type QuestionnaireListPageProps<T extends { id: string }, S extends QuestionnaireSearch> = {
  search: S;
  title: string;
  description?: string;
  breadcrumb?: ReactNode;
  createTo: '/categories/list/create' | '/forms/list/create';
  /** The list's own words: its search box, filter bar, loading rows and empty state. */
  texts: {
    searchLabel: string;
    searchPlaceholder: string;
    filtersLabel: string;
    loadingLabel: string;
    emptyTitle: string;
    /** Said when nothing is filtered and the list is empty (« Créez la première catégorie. »). */
    createHint: string;
  };
  /** A filter placed after « Type » (the forms' category), and whether it is set. */
  afterKind?: { filter: ReactNode; isSet: boolean };
  query: PagedListProps<T>['query'] & { isFetching: boolean };
  pageSize: number;
  columns: readonly Column<T>[];
};

/** The categories' and the forms' lists: search, Type, Statut, Propriétaire, then a page of rows. */
export function QuestionnaireListPage<T extends { id: string }, S extends QuestionnaireSearch>({
  search,
  createTo,
  texts,
  afterKind,
  ...page
}: QuestionnaireListPageProps<T, S>) {
  const hasFilter = Boolean(search.kind || search.status || search.ownership || afterKind?.isSet);
  return (
    <ListPage
      {...page}
      actions={<CreateButton to={createTo} />}
      search={search}
      searchBox={{ label: texts.searchLabel, placeholder: texts.searchPlaceholder }}
      filters={<QuestionnaireFilters search={search} hasFilter={hasFilter} afterKind={afterKind?.filter} />}
      filtersLabel={texts.filtersLabel}
      loadingLabel={texts.loadingLabel}
      empty={{
        title: texts.emptyTitle,
        description: hasFilter || search.search ? 'Essayez d’autres filtres.' : texts.createHint,
      }}
      rowKey={(row: T) => row.id}
    />
  );
}
