import {
  LegalEntityCreateInputSchema,
  LegalEntityUpdateInputSchema,
  type LegalEntity,
} from '@qc/shared/legal-entities/schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
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
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState(() => toValues(legalEntity, ownClient?.id ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isChoosingClient = canChooseClient && !legalEntity;
  const create = useCreateLegalEntity();
  const update = useUpdateLegalEntity();
  const isPending = create.isPending || update.isPending;

  const open = (next: boolean) => {
    if (next) {
      setValues(toValues(legalEntity, ownClient?.id ?? ''));
      setErrors({});
    }
    setIsOpen(next);
  };

  const onError = (error: unknown) => {
    const fieldErrors = getFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    notify.error(getErrorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = () => {
      notify.success(legalEntity ? 'Entité légale modifiée.' : 'Entité légale créée.');
      setIsOpen(false);
    };
    const { clientId, ...fields } = values;
    if (legalEntity) {
      const checked = getSchemaFieldErrors(LegalEntityUpdateInputSchema, { id: legalEntity.id, ...fields });
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      update.mutate(checked.output, { onSuccess, onError });
    } else {
      const checked = getSchemaFieldErrors(LegalEntityCreateInputSchema, { clientId, ...fields });
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      create.mutate(checked.output, { onSuccess, onError });
    }
  };

  const client = isChoosingClient ? (
    <Field id="legal-entity-clientId" label="Client" error={errors.clientId}>
      <ClientPicker
        id="legal-entity-clientId"
        value={values.clientId}
        onChange={(clientId) => setValues((previous) => ({ ...previous, clientId }))}
        invalid={Boolean(errors.clientId)}
        describedBy={errors.clientId ? 'legal-entity-clientId-error' : undefined}
      />
    </Field>
  ) : (
    <Field id="legal-entity-clientId" label="Client" error={errors.clientId}>
      <Input id="legal-entity-clientId" value={legalEntity?.clientName ?? ownClient?.name ?? '—'} readOnly disabled />
    </Field>
  );

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{legalEntity ? 'Modifier l’entité légale' : 'Nouvelle entité légale'}</DialogTitle>
          <DialogDescription>
            {legalEntity ? legalEntity.name : 'L’organisme juridique (SIREN) qui gère des établissements.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-6" onSubmit={submit} noValidate>
          <LegalEntityFields values={values} errors={errors} onChange={setValues} client={client} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Enregistrement…' : legalEntity ? 'Enregistrer' : 'Créer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
