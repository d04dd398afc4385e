import { KINDS, STATUSES } from '@qc/shared/enums';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useListSearch } from '@/components/admin/use-list-search.ts';
import { Button } from '@/components/ui/button.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/enum-labels.ts';
import type { CategoriesSearch } from '../api/categories-search.ts';
import { OWNERSHIP_LABELS } from '../labels.ts';

const KIND_OPTIONS = KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const OWNERSHIP_OPTIONS = (['shared', 'own'] as const).map((value) => ({ value, label: OWNERSHIP_LABELS[value] }));

/** The filters the categories and the forms lists share (the forms add their category). */
type QuestionnaireSearch = Omit<CategoriesSearch, 'page'> & { page?: number | undefined };

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
      <FilterSelect
        width="narrow"
        label="Type"
        value={search.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => update({ kind: kind as S['kind'] })}
      />
      {afterKind}
      <FilterSelect
        width="narrow"
        label="Statut"
        value={search.status}
        options={STATUS_OPTIONS}
        onChange={(status) => update({ status: status as S['status'] })}
      />
      <FilterSelect
        width="narrow"
        label="Propriétaire"
        value={search.ownership}
        options={OWNERSHIP_OPTIONS}
        onChange={(ownership) => update({ ownership: ownership as S['ownership'] })}
      />
      {hasFilter ? (
        <Button variant="ghost" size="sm" onClick={() => navigateSearch((prev) => ({ search: prev.search }))}>
          <X aria-hidden />
          Effacer les filtres
        </Button>
      ) : null}
    </>
  );
}
