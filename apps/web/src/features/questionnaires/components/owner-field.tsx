import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { Field } from '@/components/ui/field.tsx';

type OwnerFieldProps = { value: string; onChange: (clientId: string) => void; error?: string | undefined };

/** ADMIN only: who owns the new item, searched among every client; '' = the shared library, seen by every client. */
export function OwnerField({ value, onChange, error }: OwnerFieldProps) {
  return (
    <Field
      id="clientId"
      label="Propriétaire"
      error={error}
      hint="La bibliothèque partagée est visible par tous les clients."
    >
      <ClientPicker
        id="clientId"
        label="Propriétaire"
        value={value}
        emptyOption="Bibliothèque partagée"
        onChange={(clientId) => onChange(clientId)}
        invalid={Boolean(error)}
        describedBy={error ? 'clientId-error' : undefined}
      />
    </Field>
  );
}
