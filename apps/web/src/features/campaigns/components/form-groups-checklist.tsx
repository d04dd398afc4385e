import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

export type GroupedForm = { id: string; name: string; categoryName: string | null };

/** Forms without a category come last, under this heading. */
const NO_CATEGORY = 'Sans catégorie';

/** The forms by category (categories by name, « Sans catégorie » last), each group by name. */
export function groupByCategory(forms: readonly GroupedForm[]): Array<{ category: string; forms: GroupedForm[] }> {
  const groups = new Map<string, GroupedForm[]>();
  for (const form of forms) {
    const category = form.categoryName ?? NO_CATEGORY;
    groups.set(category, [...(groups.get(category) ?? []), form]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === NO_CATEGORY ? 1 : b === NO_CATEGORY ? -1 : a.localeCompare(b, 'fr')))
    .map(([category, items]) => ({ category, forms: items.sort((a, b) => a.name.localeCompare(b.name, 'fr')) }));
}

type FormGroupsChecklistProps = {
  search: string;
  onSearchChange: (search: string) => void;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  /** The forms matching the search (and those already chosen). */
  forms: readonly GroupedForm[];
  selected: readonly string[];
  /** Ticks or unticks several forms at once (a group's or every shown one's « Tout sélectionner »). */
  onToggle: (ids: readonly string[], checked: boolean) => void;
  error: string | undefined;
};

const ROW = 'flex min-h-8 items-center gap-2 pointer-coarse:min-h-11';

/**
 * Issue 34 item 1: the 25 forms of a library were one flat list. Grouped by category, each group a
 * fieldset whose legend names it, with a « Tout sélectionner » for the group and one for every form
 * shown; all are checkboxes, reached with Tab and ticked with Space.
 */
export function FormGroupsChecklist({
  search,
  onSearchChange,
  query,
  forms,
  selected,
  onToggle,
  error,
}: FormGroupsChecklistProps) {
  const groups = groupByCategory(forms);
  const allOf = (ids: readonly string[]) => ids.length > 0 && ids.every((id) => selected.includes(id));
  const shownIds = forms.map((form) => form.id);
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'campaign-forms-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">
        Questionnaires demandés ({selected.length} choisi{selected.length > 1 ? 's' : ''})
      </legend>
      <Input
        aria-label="Rechercher un questionnaire"
        placeholder="Rechercher un questionnaire…"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <div className="grid max-h-72 gap-3 overflow-y-auto rounded-md border border-border p-2">
        {query.isPending ? <p className="text-sm text-muted-foreground">Chargement…</p> : null}
        {query.isError ? (
          <p className="text-sm text-destructive">Les questionnaires n’ont pas pu être chargés.</p>
        ) : null}
        {query.isSuccess && forms.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {search.trim() ? 'Aucun questionnaire ne correspond à cette recherche.' : 'Aucun questionnaire actif.'}
          </p>
        ) : null}
        {forms.length > 0 ? (
          <div className={ROW}>
            <Checkbox
              id="campaign-forms-all"
              checked={allOf(shownIds)}
              onCheckedChange={(checked) => onToggle(shownIds, checked === true)}
            />
            <Label htmlFor="campaign-forms-all" className="font-medium">
              Tout sélectionner{search.trim() ? ' (questionnaires affichés)' : ''}
            </Label>
          </div>
        ) : null}
        {groups.map((group, index) => {
          const ids = group.forms.map((form) => form.id);
          const chosen = ids.filter((id) => selected.includes(id)).length;
          const allId = `campaign-forms-group-${index}`;
          return (
            <fieldset key={group.category} className="grid gap-1 border-t border-border pt-2">
              <legend className="text-sm font-medium">
                {group.category}{' '}
                <span className="font-normal text-muted-foreground">
                  ({chosen}/{ids.length})
                </span>
              </legend>
              <div className={ROW}>
                <Checkbox
                  id={allId}
                  aria-label={`Tout sélectionner : ${group.category}`}
                  checked={allOf(ids)}
                  onCheckedChange={(checked) => onToggle(ids, checked === true)}
                />
                <Label htmlFor={allId} className="font-normal">
                  Tout sélectionner
                </Label>
              </div>
              <ul className="grid gap-1 pl-6">
                {group.forms.map((form) => (
                  <li key={form.id} className={ROW}>
                    <Checkbox
                      id={`campaign-form-${form.id}`}
                      checked={selected.includes(form.id)}
                      onCheckedChange={(checked) => onToggle([form.id], checked === true)}
                    />
                    <Label htmlFor={`campaign-form-${form.id}`} className="font-normal">
                      {form.name}
                    </Label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
      {error ? (
        <p id="campaign-forms-error" role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
