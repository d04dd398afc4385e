import { KINDS, STATUSES, type Kind, type Status } from '@qc/shared/enums';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/enum-labels.ts';
import { Textarea } from '@/components/ui/textarea.tsx';

export type CategoryValues = { name: string; description: string; kind: Kind | ''; status: Status };

export const EMPTY_CATEGORY: CategoryValues = { name: '', description: '', kind: '', status: 'ACTIVE' };

type CategoryFieldsProps = {
  values: CategoryValues;
  errors: Record<string, string>;
  onChange: (values: CategoryValues) => void;
  disabled?: boolean;
};

export function CategoryFields({ values, errors, onChange, disabled }: CategoryFieldsProps) {
  const set = <K extends keyof CategoryValues>(key: K, value: CategoryValues[K]) =>
    onChange({ ...values, [key]: value });
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${key}-error` } : {});
  return (
    <div className="grid gap-4">
      <Field id="name" label="Nom de la catégorie" error={errors.name}>
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
      <div className="grid gap-4 sm:grid-cols-2">
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
    </div>
  );
}
