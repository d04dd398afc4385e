import {
  EstablishmentCreateInputSchema,
  EstablishmentUpdateInputSchema,
  type Establishment,
} from '@qc/shared/establishments/schemas';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
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
  const form = useValibotForm<EstablishmentFormValues>(() =>
    establishment ? toFormValues(establishment) : EMPTY_ESTABLISHMENT,
  );
  const { values, errors } = form;
  const create = useCreateEstablishment();
  const update = useUpdateEstablishment();
  const isPending = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateInput = event.currentTarget.elements.namedItem('lastAssembly');
    const isDateUnreadable = dateInput instanceof HTMLInputElement && dateInput.validity.badInput;
    const input = toInput(values, { isDateUnreadable, id: establishment?.id });
    const callbacks = {
      onSuccess: onSaved,
      onError: (error: unknown) => showMutationError(error, form.setErrors, { alwaysToast: true }),
    };
    if (establishment) {
      const checked = form.check(EstablishmentUpdateInputSchema, input);
      if (checked) update.mutate(checked as Parameters<typeof update.mutate>[0], callbacks);
    } else {
      const checked = form.check(EstablishmentCreateInputSchema, input);
      if (checked) create.mutate(checked as Parameters<typeof create.mutate>[0], callbacks);
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
        form={form}
        legalEntity={renderLegalEntity({
          value: values.legalEntityId,
          onChange: (legalEntityId) => form.set('legalEntityId', legalEntityId),
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
