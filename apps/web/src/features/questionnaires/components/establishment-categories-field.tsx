import { ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_CATEGORY_LABELS, type EstablishmentCategory } from '@qc/shared/enums';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';

type EstablishmentCategoriesFieldProps = {
  value: EstablishmentCategory[];
  onChange: (value: EstablishmentCategory[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** The establishment categories a form applies to; none ticked = all of them. */
export function EstablishmentCategoriesField({ value, onChange, error, disabled }: EstablishmentCategoriesFieldProps) {
  const toggle = (category: EstablishmentCategory, checked: boolean) =>
    onChange(
      checked
        ? ESTABLISHMENT_CATEGORIES.filter((item) => item === category || value.includes(item))
        : value.filter((item) => item !== category),
    );
  return (
    <fieldset className="grid gap-2" aria-describedby="establishmentCategories-hint">
      <legend className="text-sm font-medium">Établissements concernés</legend>
      <p id="establishmentCategories-hint" className="text-xs text-muted-foreground">
        Aucune case cochée : le questionnaire s’applique à tous les établissements.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {ESTABLISHMENT_CATEGORIES.map((category) => (
          <div key={category} className="flex items-center gap-2">
            <Checkbox
              id={`establishment-category-${category}`}
              checked={value.includes(category)}
              disabled={disabled}
              onCheckedChange={(checked) => toggle(category, checked === true)}
            />
            <Label htmlFor={`establishment-category-${category}`} className="font-normal">
              {ESTABLISHMENT_CATEGORY_LABELS[category]}
            </Label>
          </div>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
