import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { Field } from '@/components/ui/field.tsx';
import { SearchPicker } from '@/components/ui/search-picker.tsx';
import type { ValibotForm } from '@/hooks/use-valibot-form.ts';
import { getAssignableEstablishmentSource } from '../api/get-assignable-establishments.ts';
import type { UserFormValues } from './user-form-values.ts';

type AssignmentFieldsProps = {
  form: Pick<ValibotForm<UserFormValues>, 'values' | 'errors' | 'setValues'>;
  currentUserId: string;
  isAdmin: boolean;
  /** The edited user's establishment, named even when outside the caller's list. */
  initialEstablishment?: { id: string; name: string } | null;
};

/** Client (ADMIN only) and establishment of a user, searched on the server among what the caller sees. */
export function AssignmentFields({ form, currentUserId, isAdmin, initialEstablishment }: AssignmentFieldsProps) {
  const { values, errors } = form;
  const onChange = form.setValues;
  const establishmentSource = getAssignableEstablishmentSource({
    userId: currentUserId,
    clientId: values.clientId,
    showClient: isAdmin && !values.clientId,
  });
  const describedBy = (name: string) => (errors[name] ? `user-${name}-error` : undefined);

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      {isAdmin ? (
        <Field id="user-clientId" label="Client" error={errors.clientId}>
          <ClientPicker
            id="user-clientId"
            value={values.clientId}
            emptyOption="Aucun client"
            onChange={(clientId) => onChange({ ...values, clientId, establishmentId: '' })}
            invalid={Boolean(errors.clientId)}
            describedBy={describedBy('clientId')}
          />
        </Field>
      ) : null}
      <Field id="user-establishmentId" label="Établissement" error={errors.establishmentId}>
        <SearchPicker
          id="user-establishmentId"
          label="Établissement"
          value={values.establishmentId}
          source={establishmentSource}
          emptyOption="Aucun établissement"
          fallbackOption={
            initialEstablishment ? { value: initialEstablishment.id, label: initialEstablishment.name } : null
          }
          onChange={(establishmentId, establishment) =>
            onChange({
              ...values,
              establishmentId,
              // An ADMIN's establishment brings its client.
              clientId: isAdmin && establishment ? establishment.clientId : values.clientId,
            })
          }
          invalid={Boolean(errors.establishmentId)}
          describedBy={describedBy('establishmentId')}
        />
      </Field>
    </div>
  );
}
