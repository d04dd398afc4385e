import { AgreementCreateInputSchema, AgreementUpdateInputSchema, type Agreement } from '@qc/shared/agreements/schemas';
import { type Status, STATUS_LABELS, STATUSES } from '@qc/shared/enums';
import { getParisToday } from '@qc/shared/validation/dates';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { saveCallbacks } from '@/components/forms/save-callbacks.ts';
import { enumOptions, SelectField, TextField } from '@/components/forms/fields.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { useCreateAgreement } from '../api/create-agreement.ts';
import { useUpdateAgreement } from '../api/update-agreement.ts';

const STATUS_OPTIONS = enumOptions(STATUSES, STATUS_LABELS);

type Values = { number: string; requestDate: string; agreementDate: string; endDate: string; status: Status };
type AgreementFormDialogProps = { establishmentId: string; agreement?: Agreement; trigger: ReactNode };

/** DESIGN §3 defaults on create: request date today (Paris), status ACTIVE. */
function toValues(agreement?: Agreement): Values {
  return {
    number: agreement?.number ?? '',
    requestDate: agreement?.requestDate ?? getParisToday(),
    agreementDate: agreement?.agreementDate ?? '',
    endDate: agreement?.endDate ?? '',
    status: agreement?.status ?? 'ACTIVE',
  };
}

/** Create (no `agreement`) or edit an agreement of the establishment. */
export function AgreementFormDialog({ establishmentId, agreement, trigger }: AgreementFormDialogProps) {
  const form = useValibotForm(() => toValues(agreement));
  const createAgreement = useCreateAgreement();
  const updateAgreement = useUpdateAgreement();

  const submit = () => {
    const fields = { ...form.values, requestDate: form.values.requestDate || undefined };
    const callbacks = saveCallbacks(form, agreement ? 'Agrément modifié.' : 'Agrément créé.');
    if (agreement)
      form.send(AgreementUpdateInputSchema, { id: agreement.id, ...fields }, updateAgreement.mutate, callbacks);
    else form.send(AgreementCreateInputSchema, { establishmentId, ...fields }, createAgreement.mutate, callbacks);
  };

  return (
    <FormDialog
      form={form}
      trigger={trigger}
      title={agreement ? 'Modifier l’agrément' : 'Nouvel agrément'}
      description="L’autorisation de fonctionnement délivrée par le département (PMI) ou l’ARS."
      onSubmit={submit}
      isPending={createAgreement.isPending || updateAgreement.isPending}
      submitLabel={agreement ? 'Enregistrer' : 'Créer'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} field="number" id="agreement-number" label="Numéro (facultatif)" />
        <SelectField form={form} field="status" id="agreement-status" label="Statut" options={STATUS_OPTIONS} />
        <TextField form={form} field="requestDate" id="agreement-requestDate" label="Date de demande" type="date" />
        <TextField
          form={form}
          field="agreementDate"
          id="agreement-agreementDate"
          label="Date d’agrément (facultatif)"
          type="date"
        />
        <TextField
          form={form}
          field="endDate"
          id="agreement-endDate"
          label="Date de fin (facultatif)"
          hint="Dernier jour de validité : la direction est prévenue par e-mail 60, 30 et 7 jours avant."
          type="date"
        />
      </div>
    </FormDialog>
  );
}
