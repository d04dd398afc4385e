import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useAssignableEstablishments } from '../api/get-assignable-establishments.ts';
import { useClients } from '../api/get-clients.ts';
import type { UserFormValues } from './user-form-fields.tsx';

type AssignmentFieldsProps = {
  values: UserFormValues;
  errors: Record<string, string>;
  onChange: (values: UserFormValues) => void;
  currentUserId: string;
  isAdmin: boolean;
  /** The edited user's establishment, shown even when outside the loaded list. */
  initialEstablishment?: { id: string; name: string } | null;
};

/** Client (ADMIN only) and establishment of a user, among the establishments the caller sees. */
export function AssignmentFields({
  values,
  errors,
  onChange,
  currentUserId,
  isAdmin,
  initialEstablishment,
}: AssignmentFieldsProps) {
  const { data, isPending, isError } = useAssignableEstablishments({
    userId: currentUserId,
    clientId: values.clientId,
  });
  const clientsQuery = useClients({ enabled: isAdmin });
  const establishments = data?.items ?? [];
  const clients = clientsQuery.data?.items ?? [];
  const visibleEstablishments = values.clientId
    ? establishments.filter((item) => item.clientId === values.clientId)
    : establishments;
  const hint = isPending ? 'Chargement…' : isError ? 'Impossible de charger la liste.' : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {isAdmin ? (
        <Field
          id="user-clientId"
          label="Client"
          error={errors.clientId}
          hint={clientsQuery.isError ? 'Impossible de charger les clients.' : undefined}
        >
          <NativeSelect
            id="user-clientId"
            value={values.clientId}
            onChange={(event) => onChange({ ...values, clientId: event.target.value, establishmentId: '' })}
            aria-invalid={Boolean(errors.clientId)}
          >
            <option value="">Aucun client</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <Field id="user-establishmentId" label="Établissement" error={errors.establishmentId} hint={hint}>
        <NativeSelect
          id="user-establishmentId"
          value={values.establishmentId}
          onChange={(event) => {
            const establishment = establishments.find((item) => item.id === event.target.value);
            onChange({
              ...values,
              establishmentId: event.target.value,
              clientId: isAdmin && establishment ? establishment.clientId : values.clientId,
            });
          }}
          aria-invalid={Boolean(errors.establishmentId)}
        >
          <option value="">Aucun établissement</option>
          {initialEstablishment && !visibleEstablishments.some((item) => item.id === initialEstablishment.id) ? (
            <option value={initialEstablishment.id}>{initialEstablishment.name}</option>
          ) : null}
          {visibleEstablishments.map((establishment) => (
            <option key={establishment.id} value={establishment.id}>
              {establishment.name} ({establishment.city})
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
