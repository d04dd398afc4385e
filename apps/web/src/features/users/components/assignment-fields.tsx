import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useAssignableEstablishments } from '../api/get-assignable-establishments.ts';
import type { UserFormValues } from './user-form-fields.tsx';

type AssignmentFieldsProps = {
  values: UserFormValues;
  errors: Record<string, string>;
  onChange: (values: UserFormValues) => void;
  currentUserId: string;
  isAdmin: boolean;
};

/** Client (ADMIN only) and establishment of a user, among the establishments the caller sees. */
export function AssignmentFields({ values, errors, onChange, currentUserId, isAdmin }: AssignmentFieldsProps) {
  const { data, isPending, isError } = useAssignableEstablishments({ userId: currentUserId });
  const establishments = data?.items ?? [];
  const clients = [...new Map(establishments.map((item) => [item.clientId, item.clientName])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1], 'fr'),
  );
  const visibleEstablishments = values.clientId
    ? establishments.filter((item) => item.clientId === values.clientId)
    : establishments;
  const hint = isPending ? 'Chargement…' : isError ? 'Impossible de charger la liste.' : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {isAdmin ? (
        <Field id="user-clientId" label="Client" error={errors.clientId} hint={hint}>
          <NativeSelect
            id="user-clientId"
            value={values.clientId}
            onChange={(event) => onChange({ ...values, clientId: event.target.value, establishmentId: '' })}
            aria-invalid={Boolean(errors.clientId)}
          >
            <option value="">Aucun client</option>
            {clients.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
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
