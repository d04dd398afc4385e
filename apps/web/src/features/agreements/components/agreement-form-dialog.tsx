import { AgreementCreateInputSchema, AgreementUpdateInputSchema, type Agreement } from '@qc/shared/agreements/schemas';
import { STATUSES, type Status } from '@qc/shared/enums';
import { getParisToday } from '@qc/shared/validation/dates';
import { useState, type FormEvent, type ReactNode } from 'react';
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
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
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

const describedBy = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

/** Create (no `agreement`) or edit an agreement of the establishment. */
export function AgreementFormDialog({ establishmentId, agreement, trigger }: AgreementFormDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState(() => toValues(agreement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createAgreement = useCreateAgreement();
  const updateAgreement = useUpdateAgreement();
  const isPending = createAgreement.isPending || updateAgreement.isPending;

  const open = (next: boolean) => {
    if (next) {
      setValues(toValues(agreement));
      setErrors({});
    }
    setIsOpen(next);
  };

  const onError = (error: unknown) => {
    const fieldErrors = getFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    else notify.error(getErrorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...values, requestDate: values.requestDate || undefined };
    const onSuccess = () => {
      notify.success(agreement ? 'Agrément modifié.' : 'Agrément créé.');
      setIsOpen(false);
    };
    if (agreement) {
      const checked = getSchemaFieldErrors(AgreementUpdateInputSchema, { id: agreement.id, ...fields });
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      updateAgreement.mutate(checked.output, { onSuccess, onError });
    } else {
      const checked = getSchemaFieldErrors(AgreementCreateInputSchema, { establishmentId, ...fields });
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      createAgreement.mutate(checked.output, { onSuccess, onError });
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{agreement ? 'Modifier l’agrément' : 'Nouvel agrément'}</DialogTitle>
          <DialogDescription>
            L’autorisation de fonctionnement délivrée par le département (PMI) ou l’ARS.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-6" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="agreement-number" label="Numéro (facultatif)" error={errors.number}>
              <Input
                id="agreement-number"
                value={values.number}
                onChange={(event) => setValues({ ...values, number: event.target.value })}
                aria-invalid={Boolean(errors.number)}
                aria-describedby={describedBy('agreement-number', errors.number)}
              />
            </Field>
            <Field id="agreement-status" label="Statut" error={errors.status}>
              <NativeSelect
                id="agreement-status"
                value={values.status}
                onChange={(event) => setValues({ ...values, status: event.target.value as Status })}
              >
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {AGREEMENT_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="agreement-requestDate" label="Date de demande" error={errors.requestDate}>
              <Input
                id="agreement-requestDate"
                type="date"
                value={values.requestDate}
                onChange={(event) => setValues({ ...values, requestDate: event.target.value })}
                aria-invalid={Boolean(errors.requestDate)}
                aria-describedby={describedBy('agreement-requestDate', errors.requestDate)}
              />
            </Field>
            <Field id="agreement-agreementDate" label="Date d’agrément (facultatif)" error={errors.agreementDate}>
              <Input
                id="agreement-agreementDate"
                type="date"
                value={values.agreementDate}
                onChange={(event) => setValues({ ...values, agreementDate: event.target.value })}
                aria-invalid={Boolean(errors.agreementDate)}
                aria-describedby={describedBy('agreement-agreementDate', errors.agreementDate)}
              />
            </Field>
            <Field
              id="agreement-endDate"
              label="Date de fin (facultatif)"
              hint="Dernier jour de validité : la direction est prévenue par e-mail 60, 30 et 7 jours avant."
              error={errors.endDate}
            >
              <Input
                id="agreement-endDate"
                type="date"
                value={values.endDate}
                onChange={(event) => setValues({ ...values, endDate: event.target.value })}
                aria-invalid={Boolean(errors.endDate)}
                aria-describedby={describedBy('agreement-endDate', errors.endDate)}
              />
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Enregistrement…' : agreement ? 'Enregistrer' : 'Créer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
