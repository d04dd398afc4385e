import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useOwnerClients } from '../api/get-clients.ts';

type OwnerFieldProps = { value: string; onChange: (clientId: string) => void; error?: string | undefined };

/** ADMIN only: who owns the new item; '' = the shared library, seen by every client. */
export function OwnerField({ value, onChange, error }: OwnerFieldProps) {
  const clients = useOwnerClients({ enabled: true });
  return (
    <Field
      id="clientId"
      label="Propriétaire"
      error={error ?? (clients.isError ? 'Impossible de charger les clients.' : undefined)}
      hint="La bibliothèque partagée est visible par tous les clients."
    >
      <NativeSelect id="clientId" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Bibliothèque partagée</option>
        {(clients.data?.items ?? []).map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
