import { KIND_LABELS, KINDS, STATUS_LABELS, STATUSES } from '@qc/shared/enums';
import { X } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useListSearch } from '@/components/admin/use-list-search.ts';
import { Button } from '@/components/ui/button.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import type { CategoriesSearch } from '../api/categories-search.ts';
import { OWNERSHIP_LABELS } from '../labels.ts';

/** Type, then (after what `afterKind` places) Statut and Propriétaire. */
const FILTERS = [
  { key: 'kind', label: 'Type', options: KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })) },
  {
    key: 'status',
    label: 'Statut',
    options: STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  },
  {
    key: 'ownership',
    label: 'Propriétaire',
    options: (['shared', 'own'] as const).map((value) => ({ value, label: OWNERSHIP_LABELS[value] })),
  },
] as const;

/** The filters the categories and the forms lists share (the forms add their category). */
export type QuestionnaireSearch = Omit<CategoriesSearch, 'page'> & { page?: number | undefined };

type QuestionnaireFiltersProps<S extends QuestionnaireSearch> = {
  search: S;
  /** Whether a filter other than the search text is set: « Effacer les filtres » then shows. */
  hasFilter: boolean;
  /** A filter placed after « Type » (the forms' category). */
  afterKind?: ReactNode;
};

/** Type, Statut, Propriétaire and « Effacer les filtres » (which keeps the search text). */
export function QuestionnaireFilters<S extends QuestionnaireSearch>({
  search,
  hasFilter,
  afterKind,
}: QuestionnaireFiltersProps<S>) {
  const { update, navigateSearch } = useListSearch<QuestionnaireSearch>();
  return (
    <>
      {FILTERS.map((filter) => (
        <Fragment key={filter.key}>
          <FilterSelect
            width="narrow"
            label={filter.label}
            value={search[filter.key]}
            options={filter.options}
            onChange={(value) => update({ [filter.key]: value })}
          />
          {filter.key === 'kind' ? afterKind : null}
        </Fragment>
      ))}
      {hasFilter ? (
        <Button variant="ghost" size="sm" onClick={() => navigateSearch((prev) => ({ search: prev.search }))}>
          <X aria-hidden />
          Effacer les filtres
        </Button>
      ) : null}
    </>
  );
}
