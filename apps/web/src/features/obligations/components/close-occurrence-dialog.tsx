import { getParisToday, formatCalendarDay } from '@qc/shared/dates';
import type { Obligation } from '@qc/shared/obligations/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { InputField, SelectField, TextField } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { getFormErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';

/**
 * Close the open occurrence: the day it was done, and a proof — a document of the establishment, or a file
 * uploaded here (it becomes one of its documents, reusable as evidence) — or an explanation. The next due
 * date is announced once saved.
 */
export function CloseOccurrenceDialog({ obligation, title }: { obligation: Obligation; title: string }) {
  // What was chosen stays for the next opening, as the dialog is closed without sending.
  const form = useValibotForm(() => ({ closedOn: getParisToday(), proofDocumentId: '', explanation: '' }), {
    keepValuesOnOpen: true,
  });
  const [file, setFile] = useState<File | null>(null);
  const queryClient = useQueryClient();
  const establishmentId = obligation.establishmentId;
  const documentsQuery = useQuery({
    ...orpc.documents.listForEstablishment.queryOptions({ input: { establishmentId } }),
    enabled: form.isOpen,
  });
  const upload = useMutation(orpc.documents.upload.mutationOptions());
  const close = useMutation(
    orpc.obligations.close.mutationOptions({
      onSuccess: async (result) => {
        notify.success(`Échéance close. Prochaine échéance : ${formatCalendarDay(result.next.dueDate)}`);
        form.close();
        await queryClient.invalidateQueries({ queryKey: orpc.obligations.key() });
        await queryClient.invalidateQueries({ queryKey: orpc.tasks.key() });
      },
    }),
  );
  const busy = upload.isPending || close.isPending;

  const submit = async () => {
    const { closedOn, proofDocumentId, explanation } = form.values;
    form.setErrors({});
    try {
      let proof = proofDocumentId || undefined;
      if (file) {
        const uploaded = await upload.mutateAsync({ establishmentId, file, type: 'AUTRE' });
        proof = uploaded.id;
        await queryClient.invalidateQueries({ queryKey: orpc.documents.key() });
      }
      await close.mutateAsync({
        id: obligation.current.id,
        closedOn,
        ...(proof ? { proofDocumentId: proof } : {}),
        ...(explanation.trim() ? { explanation } : {}),
      });
    } catch (error) {
      form.setErrors(getFormErrors(error));
    }
  };

  const documentOptions = (documentsQuery.data ?? []).map((document) => ({ value: document.id, label: document.name }));
  return (
    <FormDialog
      form={form}
      trigger={<Button>Clore l’échéance</Button>}
      title={`Clore : ${title}`}
      description={
        <>
          Échéance du {formatCalendarDay(obligation.current.dueDate)}. Joignez une preuve ou expliquez ce qui a été fait
          ; la suivante sera créée.
        </>
      }
      onSubmit={() => void submit()}
      isPending={busy}
      submitLabel="Clore"
      formClassName="grid gap-3"
    >
      <TextField form={form} field="closedOn" id="closed-on" label="Réalisée le" type="date" max={getParisToday()} />
      <SelectField
        form={form}
        field="proofDocumentId"
        id="proof-document"
        label="Preuve : un document de l’établissement"
        options={documentOptions}
        placeholder={documentsQuery.isPending ? 'Chargement…' : 'Aucun'}
      />
      <InputField
        id="proof-file"
        label="Ou déposer un fichier"
        error={form.errors.file}
        type="file"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Field id="explanation" label="Explication" error={form.errors.explanation}>
        <Textarea {...form.bind('explanation', 'explanation')} rows={3} />
      </Field>
      <ErrorText message={form.errors.form} />
    </FormDialog>
  );
}
