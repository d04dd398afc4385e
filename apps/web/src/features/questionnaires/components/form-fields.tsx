import { KINDS, STATUSES, type EstablishmentCategory, type Kind, type Status } from '@qc/shared/enums';
import type { Category } from '@qc/shared/questionnaires/schemas';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/enum-labels.ts';
import { EstablishmentCategoriesField } from './establishment-categories-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

export type FormValues = {
  name: string;
  description: string;
  kind: Kind | '';
  categoryId: string;
  status: Status;
  establishmentCategories: EstablishmentCategory[];
};

type FormFieldsProps = {
  values: FormValues;
  errors: Record<string, string>;
  onChange: (values: FormValues) => void;
  /** The categories the form may be filed in (the owner's and the shared ones). */
  categories: Category[];
  disabled?: boolean;
};

/** The fields of a form (questionnaire), for creating and editing. */
export function FormFields({ values, errors, onChange, categories, disabled }: FormFieldsProps) {
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => onChange({ ...values, [key]: value });
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${key}-error` } : {});
  return (
    <div className="grid gap-4">
      <Field id="name" label="Nom du questionnaire" error={errors.name}>
        <Input
          id="name"
          value={values.name}
          disabled={disabled}
          onChange={(event) => set('name', event.target.value)}
          {...invalid('name')}
        />
      </Field>
      <Field id="description" label="Description" error={errors.description}>
        <Textarea
          id="description"
          value={values.description}
          disabled={disabled}
          onChange={(event) => set('description', event.target.value)}
          {...invalid('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="kind" label="Type" error={errors.kind}>
          <NativeSelect
            id="kind"
            value={values.kind}
            disabled={disabled}
            onChange={(event) => set('kind', event.target.value as Kind | '')}
            {...invalid('kind')}
          >
            <option value="">Choisir…</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="categoryId" label="Catégorie" error={errors.categoryId}>
          <NativeSelect
            id="categoryId"
            value={values.categoryId}
            disabled={disabled}
            onChange={(event) => set('categoryId', event.target.value)}
            {...invalid('categoryId')}
          >
            <option value="">Sans catégorie</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
                {category.isShared ? ' (partagée)' : ''}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="status" label="Statut" error={errors.status}>
          <NativeSelect
            id="status"
            value={values.status}
            disabled={disabled}
            onChange={(event) => set('status', event.target.value as Status)}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <EstablishmentCategoriesField
        value={values.establishmentCategories}
        onChange={(establishmentCategories) => set('establishmentCategories', establishmentCategories)}
        error={errors.establishmentCategories}
        disabled={disabled}
      />
    </div>
  );
}
