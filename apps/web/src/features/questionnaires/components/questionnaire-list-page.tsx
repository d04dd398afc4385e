import type { ReactNode } from 'react';
import type { Column } from '@/components/admin/data-table.tsx';
import { ListPage } from '@/components/admin/list-page.tsx';
import type { PagedListProps } from '@/components/admin/paged-list.tsx';
import { CreateButton } from './create-button.tsx';
import { QuestionnaireFilters, type QuestionnaireSearch } from './questionnaire-filters.tsx';

/**
 * Each list's own words: its search box, filter bar, loading rows and empty state (`createHint`: said
 * when nothing is filtered and the list is empty), and where « Nouvelle … » leads.
 */
const LIST_PAGES = {
  category: {
    createTo: '/categories/list/create',
    searchLabel: 'Rechercher une catégorie',
    searchPlaceholder: 'Rechercher par nom…',
    filtersLabel: 'Filtrer les catégories',
    loadingLabel: 'Chargement des catégories',
    emptyTitle: 'Aucune catégorie trouvée',
    createHint: 'Créez la première catégorie.',
  },
  form: {
    createTo: '/forms/list/create',
    searchLabel: 'Rechercher un questionnaire',
    searchPlaceholder: 'Rechercher par nom ou description…',
    filtersLabel: 'Filtrer les questionnaires',
    loadingLabel: 'Chargement des questionnaires',
    emptyTitle: 'Aucun questionnaire trouvé',
    createHint: 'Créez le premier questionnaire.',
  },
} as const;

type QuestionnaireListPageProps<T extends { id: string }, S extends QuestionnaireSearch> = {
  entry: keyof typeof LIST_PAGES;
  search: S;
  title: string;
  description?: string;
  breadcrumb?: ReactNode;
  /** A filter placed after « Type » (the forms' category), and whether it is set. */
  afterKind?: { filter: ReactNode; isSet: boolean };
  query: PagedListProps<T>['query'] & { isFetching: boolean };
  pageSize: number;
  columns: readonly Column<T>[];
};

/** The categories' and the forms' lists: search, Type, Statut, Propriétaire, then a page of rows. */
export function QuestionnaireListPage<T extends { id: string }, S extends QuestionnaireSearch>({
  entry,
  search,
  afterKind,
  ...page
}: QuestionnaireListPageProps<T, S>) {
  const texts = LIST_PAGES[entry];
  const hasFilter = Boolean(search.kind || search.status || search.ownership || afterKind?.isSet);
  return (
    <ListPage
      {...page}
      actions={<CreateButton to={texts.createTo} />}
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
