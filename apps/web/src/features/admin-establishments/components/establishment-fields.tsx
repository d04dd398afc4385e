import { ESTABLISHMENT_CATEGORIES } from '@qc/shared/enums';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { ESTABLISHMENT_CATEGORY_LABELS } from '@/lib/enum-labels.ts';

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
  values: EstablishmentFormValues;
  errors: Record<string, string>;
  onChange: (values: EstablishmentFormValues) => void;
  /** The legal entity control: a select on create, read-only text on edit (SPEC §5: the parent cannot change). */
  legalEntity: ReactNode;
};

/** Every field of SPEC §5 « Establishment create », plus DESIGN §3's optional category and capacity. */
export function EstablishmentFields({ values, errors, onChange, legalEntity }: EstablishmentFieldsProps) {
  const describedBy = (name: string) => (errors[name] ? `establishment-${name}-error` : undefined);
  const text = (name: TextName, label: string, props: Record<string, string> = {}) => (
    <Field id={`establishment-${name}`} label={label} error={errors[name]}>
      <Input
        id={`establishment-${name}`}
        name={name}
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
        <Field id="establishment-category" label="Catégorie (facultatif)" error={errors.category}>
          <NativeSelect
            id="establishment-category"
            value={values.category}
            onChange={(event) => onChange({ ...values, category: event.target.value })}
            aria-invalid={Boolean(errors.category)}
            aria-describedby={describedBy('category')}
          >
            <option value="">Non précisée</option>
            {ESTABLISHMENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {ESTABLISHMENT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {text('capacity', 'Capacité en places (facultatif)', { inputMode: 'numeric' })}
      </div>
    </div>
  );
}
