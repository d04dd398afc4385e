import type { Agreement } from '@qc/shared/agreements/schemas';
import { type Status, STATUS_LABELS, STATUSES } from '@qc/shared/enums';
import { enumOptions } from '@/components/forms/fields.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateAgreement } from '../api/update-agreement.ts';

const STATUS_OPTIONS = enumOptions(STATUSES, STATUS_LABELS);

/** Changes the status at once (PUT /agreements/{id} with { status }). */
export function AgreementStatusSelect({ agreement, label }: { agreement: Agreement; label: string }) {
  const updateAgreement = useUpdateAgreement();
  const value = updateAgreement.isPending ? (updateAgreement.variables.status ?? agreement.status) : agreement.status;

  return (
    <NativeSelect
      aria-label={`Statut de ${label}`}
      className="w-32"
      value={value}
      disabled={updateAgreement.isPending}
      onChange={(event) => {
        const status = event.target.value as Status;
        updateAgreement.mutate(
          { id: agreement.id, status },
          {
            onSuccess: () => notify.success(`Agrément ${STATUS_LABELS[status].toLowerCase()}.`),
            onError: (error) => notify.error(getErrorMessage(error)),
          },
        );
      }}
      options={STATUS_OPTIONS}
    />
  );
}
