import {
  EstablishmentCreateInputSchema,
  EstablishmentUpdateInputSchema,
  type Establishment,
} from '@qc/shared/establishments/schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { useCreateEstablishment, useUpdateEstablishment } from '../api/establishment-mutations.ts';
import { toFormValues, toInput } from '../form-input.ts';
import { EMPTY_ESTABLISHMENT, EstablishmentFields, type EstablishmentFormValues } from './establishment-fields.tsx';

type EstablishmentFormProps = {
  /** Absent on create. */
  establishment?: Establishment;
  /** The legal entity control, given the values and the message under it. */
  renderLegalEntity: (props: {
    value: string;
    onChange: (value: string) => void;
    error: string | undefined;
  }) => ReactNode;
  cancel: ReactNode;
  onSaved: (establishment: Establishment) => void;
};

/**
 * Create or edit an establishment: the shared schema's French messages under
 * each field before any request, then the server's; a refusal is a toast and
 * nothing typed is lost.
 */
export function EstablishmentForm({ establishment, renderLegalEntity, cancel, onSaved }: EstablishmentFormProps) {
  const [values, setValues] = useState<EstablishmentFormValues>(() =>
    establishment ? toFormValues(establishment) : EMPTY_ESTABLISHMENT,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateEstablishment();
  const update = useUpdateEstablishment();
  const isPending = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    const fieldErrors = getFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    notify.error(getErrorMessage(error));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateInput = event.currentTarget.elements.namedItem('lastAssembly');
    const isDateUnreadable = dateInput instanceof HTMLInputElement && dateInput.validity.badInput;
    const input = toInput(values, { isDateUnreadable, id: establishment?.id });
    if (establishment) {
      const checked = getSchemaFieldErrors(EstablishmentUpdateInputSchema, input);
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      update.mutate(checked.output as Parameters<typeof update.mutate>[0], { onSuccess: onSaved, onError });
    } else {
      const checked = getSchemaFieldErrors(EstablishmentCreateInputSchema, input);
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      create.mutate(checked.output as Parameters<typeof create.mutate>[0], { onSuccess: onSaved, onError });
    }
  };

  return (
    <form
      className="grid gap-6"
      onSubmit={submit}
      noValidate
      aria-label={establishment ? `Modifier ${establishment.name}` : 'Nouvel établissement'}
    >
      <EstablishmentFields
        values={values}
        errors={errors}
        onChange={setValues}
        legalEntity={renderLegalEntity({
          value: values.legalEntityId,
          onChange: (legalEntityId) => setValues((previous) => ({ ...previous, legalEntityId })),
          error: errors.legalEntityId,
        })}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {cancel}
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Enregistrement…' : establishment ? 'Enregistrer' : 'Créer l’établissement'}
        </Button>
      </div>
    </form>
  );
}
