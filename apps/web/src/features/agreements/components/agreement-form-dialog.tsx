import { AgreementCreateInputSchema, AgreementUpdateInputSchema, type Agreement } from '@qc/shared/agreements/schemas';
import { STATUSES, type Status } from '@qc/shared/enums';
import { getParisToday } from '@qc/shared/validation/dates';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateAgreement } from '../api/create-agreement.ts';
import { useUpdateAgreement } from '../api/update-agreement.ts';
import { AGREEMENT_STATUS_LABELS } from '../labels.ts';

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
  const { errors } = form;
  const createAgreement = useCreateAgreement();
  const updateAgreement = useUpdateAgreement();

  const submit = () => {
    const fields = { ...form.values, requestDate: form.values.requestDate || undefined };
    const callbacks = {
      onSuccess: () => {
        notify.success(agreement ? 'Agrément modifié.' : 'Agrément créé.');
        form.close();
      },
      onError: (error: unknown) => showMutationError(error, form.setErrors),
    };
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
        <Field id="agreement-number" label="Numéro (facultatif)" error={errors.number}>
          <Input {...form.bind('number', 'agreement-number')} />
        </Field>
        <Field id="agreement-status" label="Statut" error={errors.status}>
          <NativeSelect
            id="agreement-status"
            value={form.values.status}
            onChange={(event) => form.set('status', event.target.value as Status)}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {AGREEMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="agreement-requestDate" label="Date de demande" error={errors.requestDate}>
          <Input type="date" {...form.bind('requestDate', 'agreement-requestDate')} />
        </Field>
        <Field id="agreement-agreementDate" label="Date d’agrément (facultatif)" error={errors.agreementDate}>
          <Input type="date" {...form.bind('agreementDate', 'agreement-agreementDate')} />
        </Field>
        <Field
          id="agreement-endDate"
          label="Date de fin (facultatif)"
          hint="Dernier jour de validité : la direction est prévenue par e-mail 60, 30 et 7 jours avant."
          error={errors.endDate}
        >
          <Input type="date" {...form.bind('endDate', 'agreement-endDate')} />
        </Field>
      </div>
    </FormDialog>
  );
}
