import { MANAGEMENT_TYPE_LABELS, MANAGEMENT_TYPES } from '@qc/shared/enums';
import type { ReactNode } from 'react';
import { enumOptions, SelectField, TextField, type BindingForm } from '@/components/forms/fields.tsx';

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
  form: BindingForm<LegalEntityValues>;
  /** The client control: a select for an ADMIN's new entity, read-only text otherwise. */
  client: ReactNode;
};

const MANAGEMENT_TYPE_OPTIONS = enumOptions(MANAGEMENT_TYPES, MANAGEMENT_TYPE_LABELS);

/** SPEC §5 « Legal entity create »: each message shows under its field. */
export function LegalEntityFields({ form, client }: LegalEntityFieldsProps) {
  const text = (name: TextName, label: string, props: Record<string, string> = {}) => (
    <TextField form={form} field={name} id={`legal-entity-${name}`} label={label} {...props} />
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
      <SelectField
        form={form}
        field="managementType"
        id="legal-entity-managementType"
        label="Type de gestion"
        placeholder="Choisir un type de gestion"
        options={MANAGEMENT_TYPE_OPTIONS}
      />
    </div>
  );
}
