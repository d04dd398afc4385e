import { ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_CATEGORY_LABELS } from '@qc/shared/enums';
import type { ReactNode } from 'react';
import { enumOptions, SelectField, TextField, type BindingForm } from '@/components/forms/fields.tsx';

export type EstablishmentFormValues = {
  legalEntityId: string;
  name: string;
  address: string;
  phoneNumber: string;
  postalCode: string;
  city: string;
  siret: string;
  raisonSocialeOfTheManager: string;
  modalityOfTarification: string;
  lastAssembly: string;
  category: string;
  capacity: string;
};

export const EMPTY_ESTABLISHMENT: EstablishmentFormValues = {
  legalEntityId: '',
  name: '',
  address: '',
  phoneNumber: '',
  postalCode: '',
  city: '',
  siret: '',
  raisonSocialeOfTheManager: '',
  modalityOfTarification: '',
  lastAssembly: '',
  category: '',
  capacity: '',
};

type TextName = Exclude<keyof EstablishmentFormValues, 'legalEntityId' | 'category'>;

type EstablishmentFieldsProps = {
  form: BindingForm<EstablishmentFormValues>;
  /** The legal entity control: a select on create, read-only text on edit (SPEC §5: the parent cannot change). */
  legalEntity: ReactNode;
};

const CATEGORY_OPTIONS = enumOptions(ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_CATEGORY_LABELS);

/** Every field of SPEC §5 « Establishment create », plus DESIGN §3's optional category and capacity. */
export function EstablishmentFields({ form, legalEntity }: EstablishmentFieldsProps) {
  // `name` lets the form read the date input's own validity (an unreadable date).
  const text = (name: TextName, label: string, props: Record<string, string> = {}) => (
    <TextField form={form} field={name} id={`establishment-${name}`} label={label} name={name} {...props} />
  );

  return (
    <div className="grid gap-4">
      {legalEntity}
      {text('name', 'Nom de l’établissement')}
      {text('address', 'Adresse', { autoComplete: 'street-address' })}
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        {text('postalCode', 'Code postal', { inputMode: 'numeric', autoComplete: 'postal-code' })}
        {text('city', 'Ville', { autoComplete: 'address-level2' })}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {text('phoneNumber', 'Téléphone', { type: 'tel', autoComplete: 'tel' })}
        {text('siret', 'SIRET', { inputMode: 'numeric' })}
      </div>
      {text('raisonSocialeOfTheManager', 'Raison sociale du gestionnaire')}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {text('modalityOfTarification', 'Modalité de tarification', { placeholder: 'PSU, PAJE…' })}
        {text('lastAssembly', 'Dernière assemblée', { type: 'date' })}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          field="category"
          id="establishment-category"
          label="Catégorie (facultatif)"
          placeholder="Non précisée"
          options={CATEGORY_OPTIONS}
        />
        {text('capacity', 'Capacité en places (facultatif)', { inputMode: 'numeric' })}
      </div>
    </div>
  );
}
