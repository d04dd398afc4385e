import { ESTABLISHMENT_CATEGORY_LABELS, type EstablishmentCategory, KIND_LABELS, KINDS } from '@qc/shared/enums';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { enumOptions } from '@/components/forms/fields.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { LibrarySearch } from '../api/library-search.ts';

const KIND_OPTIONS = enumOptions(KINDS, KIND_LABELS);

type LibraryFiltersProps = {
  search: LibrarySearch;
  onChange: (patch: Partial<LibrarySearch>) => void;
  onSearch: (text: string) => void;
  establishment: { name: string; category: EstablishmentCategory | null } | null;
};

/** Search across forms, questions and references; kind; only what applies to the selected establishment. */
export function LibraryFilters({ search, onChange, onSearch, establishment }: LibraryFiltersProps) {
  const category = establishment?.category ?? null;
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3" role="search" aria-label="Filtrer la bibliothèque">
      <SearchBox
        value={search.search ?? ''}
        onSearch={onSearch}
        label="Rechercher dans la bibliothèque"
        placeholder="Questionnaire, question ou article (ex. R2324-30)…"
        showLabel
        width="wide"
        maxLength={200}
      />
      <div className="grid min-w-36 gap-1">
        <Label htmlFor="library-kind" className="text-xs text-muted-foreground">
          Type
        </Label>
        <NativeSelect
          id="library-kind"
          className="w-full sm:w-40"
          value={search.kind ?? ''}
          onChange={(event) => onChange({ kind: (event.target.value || undefined) as LibrarySearch['kind'] })}
          placeholder="Tous"
          options={KIND_OPTIONS}
        />
      </div>
      {establishment ? (
        <div className="grid gap-1 pb-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id="library-applicable"
              checked={Boolean(search.applicable) && Boolean(category)}
              disabled={!category}
              onCheckedChange={(checked) => onChange({ applicable: checked === true ? true : undefined })}
            />
            <Label htmlFor="library-applicable" className="font-normal">
              Seulement ce qui s’applique à {establishment.name}
              {category ? ` (${ESTABLISHMENT_CATEGORY_LABELS[category]})` : ''}
            </Label>
          </div>
          {category ? null : (
            <p className="text-xs text-muted-foreground">
              La catégorie de cet établissement n’est pas renseignée : tous les questionnaires sont affichés.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
