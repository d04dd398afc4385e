import { MANAGEMENT_TYPE_LABELS, MANAGEMENT_TYPES } from '@qc/shared/enums';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export type LegalEntityValues = {
  clientId: string;
  name: string;
  addressLine: string;
  postalCode: string;
  city: string;
  email: string;
  siren: string;
  managementType: string;
};

type TextName = Exclude<keyof LegalEntityValues, 'clientId' | 'managementType'>;

type LegalEntityFieldsProps = {
  values: LegalEntityValues;
  errors: Record<string, string>;
  onChange: (values: LegalEntityValues) => void;
  /** The client control: a select for an ADMIN's new entity, read-only text otherwise. */
  client: ReactNode;
};

/** SPEC §5 « Legal entity create »: each message shows under its field. */
export function LegalEntityFields({ values, errors, onChange, client }: LegalEntityFieldsProps) {
  const describedBy = (name: string) => (errors[name] ? `legal-entity-${name}-error` : undefined);
  const text = (name: TextName, label: string, props: Record<string, string> = {}) => (
    <Field id={`legal-entity-${name}`} label={label} error={errors[name]}>
      <Input
        id={`legal-entity-${name}`}
        value={values[name]}
        onChange={(event) => onChange({ ...values, [name]: event.target.value })}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(name)}
        {...props}
      />
    </Field>
  );

  return (
    <div className="grid gap-4">
      {client}
      {text('name', 'Nom de l’entité légale')}
      {text('addressLine', 'Adresse', { autoComplete: 'street-address' })}
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        {text('postalCode', 'Code postal', { inputMode: 'numeric' })}
        {text('city', 'Ville')}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {text('email', 'Adresse e-mail', { type: 'email' })}
        {text('siren', 'SIREN', { inputMode: 'numeric' })}
      </div>
      <Field id="legal-entity-managementType" label="Type de gestion" error={errors.managementType}>
        <NativeSelect
          id="legal-entity-managementType"
          value={values.managementType}
          onChange={(event) => onChange({ ...values, managementType: event.target.value })}
          aria-invalid={Boolean(errors.managementType)}
          aria-describedby={describedBy('managementType')}
        >
          <option value="">Choisir un type de gestion</option>
          {MANAGEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {MANAGEMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
