import {
  LegalEntityCreateInputSchema,
  LegalEntityUpdateInputSchema,
  type LegalEntity,
} from '@qc/shared/legal-entities/schemas';
import type { ReactNode } from 'react';
import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { InputField } from '@/components/forms/fields.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { saveCallbacks } from '@/components/forms/save-callbacks.ts';
import { Field } from '@/components/ui/field.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { useCreateLegalEntity, useUpdateLegalEntity } from '../api/legal-entity-mutations.ts';
import { LegalEntityFields, type LegalEntityValues } from './legal-entity-fields.tsx';

type LegalEntityFormDialogProps = {
  legalEntity?: LegalEntity;
  /** An ADMIN chooses the client of a new entity; anyone else creates for its own client. */
  canChooseClient: boolean;
  ownClient: { id: string; name: string } | null;
  trigger: ReactNode;
};

function toValues(legalEntity: LegalEntity | undefined, ownClientId: string): LegalEntityValues {
  return {
    clientId: legalEntity?.clientId ?? ownClientId,
    name: legalEntity?.name ?? '',
    addressLine: legalEntity?.addressLine ?? '',
    postalCode: legalEntity?.postalCode ?? '',
    city: legalEntity?.city ?? '',
    email: legalEntity?.email ?? '',
    siren: legalEntity?.siren ?? '',
    managementType: legalEntity?.managementType ?? '',
  };
}

/** Create (no `legalEntity`) or edit a legal entity; its client never changes (SPEC §5). */
export function LegalEntityFormDialog({
  legalEntity,
  canChooseClient,
  ownClient,
  trigger,
}: LegalEntityFormDialogProps) {
  const form = useValibotForm(() => toValues(legalEntity, ownClient?.id ?? ''));
  const { values, errors } = form;
  const isChoosingClient = canChooseClient && !legalEntity;
  const create = useCreateLegalEntity();
  const update = useUpdateLegalEntity();

  const submit = () => {
    const callbacks = saveCallbacks(form, legalEntity ? 'Entité légale modifiée.' : 'Entité légale créée.', {
      alwaysToast: true,
    });
    const { clientId, ...fields } = values;
    if (legalEntity)
      form.send(LegalEntityUpdateInputSchema, { id: legalEntity.id, ...fields }, update.mutate, callbacks);
    else form.send(LegalEntityCreateInputSchema, { clientId, ...fields }, create.mutate, callbacks);
  };

  const client = isChoosingClient ? (
    <Field id="legal-entity-clientId" label="Client" error={errors.clientId}>
      <ClientPicker
        id="legal-entity-clientId"
        value={values.clientId}
        onChange={(clientId) => form.set('clientId', clientId)}
        invalid={Boolean(errors.clientId)}
        describedBy={errors.clientId ? 'legal-entity-clientId-error' : undefined}
      />
    </Field>
  ) : (
    <InputField
      id="legal-entity-clientId"
      label="Client"
      error={errors.clientId}
      value={legalEntity?.clientName ?? ownClient?.name ?? '—'}
      readOnly
      disabled
    />
  );

  return (
    <FormDialog
      form={form}
      trigger={trigger}
      title={legalEntity ? 'Modifier l’entité légale' : 'Nouvelle entité légale'}
      description={legalEntity ? legalEntity.name : 'L’organisme juridique (SIREN) qui gère des établissements.'}
      onSubmit={submit}
      isPending={create.isPending || update.isPending}
      submitLabel={legalEntity ? 'Enregistrer' : 'Créer'}
    >
      <LegalEntityFields form={form} client={client} />
    </FormDialog>
  );
}
