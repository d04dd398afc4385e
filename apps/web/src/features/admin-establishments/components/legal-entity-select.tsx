import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { Option } from '../api/get-filter-options.ts';

type LegalEntitySelectProps = {
  value: string;
  onChange: (value: string) => void;
  options: Option[] | undefined;
  isLoading: boolean;
  showClient: boolean;
  error: string | undefined;
};

/** The legal entity of a new establishment; it gives the client (DESIGN §3). */
export function LegalEntitySelect({ value, onChange, options, isLoading, showClient, error }: LegalEntitySelectProps) {
  return (
    <Field
      id="establishment-legalEntityId"
      label="Entité légale"
      error={error}
      hint={options && options.length === 0 ? 'Aucune entité légale disponible : créez-en une d’abord.' : undefined}
    >
      <NativeSelect
        id="establishment-legalEntityId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'establishment-legalEntityId-error' : undefined}
        disabled={isLoading}
      >
        <option value="">{isLoading ? 'Chargement…' : 'Choisir une entité légale'}</option>
        {(options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {showClient && option.clientName ? `${option.label} — ${option.clientName}` : option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
