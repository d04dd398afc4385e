import { getParisToday, formatCalendarDay } from '@qc/shared/dates';
import type { Obligation } from '@qc/shared/obligations/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';

/**
 * Close the open occurrence: the day it was done, and a proof — a document of the establishment, or a file
 * uploaded here (it becomes one of its documents, reusable as evidence) — or an explanation. The next due
 * date is announced once saved.
 */
export function CloseOccurrenceDialog({ obligation, title }: { obligation: Obligation; title: string }) {
  const [open, setOpen] = useState(false);
  const [closedOn, setClosedOn] = useState(getParisToday());
  const [proofDocumentId, setProofDocumentId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [explanation, setExplanation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const establishmentId = obligation.establishmentId;
  const documentsQuery = useQuery({
    ...orpc.documents.listForEstablishment.queryOptions({ input: { establishmentId } }),
    enabled: open,
  });
  const upload = useMutation(orpc.documents.upload.mutationOptions());
  const close = useMutation(
    orpc.obligations.close.mutationOptions({
      onSuccess: async (result) => {
        notify.success(`Échéance close. Prochaine échéance : ${formatCalendarDay(result.next.dueDate)}`);
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: orpc.obligations.key() });
        await queryClient.invalidateQueries({ queryKey: orpc.tasks.key() });
      },
    }),
  );
  const busy = upload.isPending || close.isPending;

  const submit = async () => {
    setErrors({});
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
      const fields = getFieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: getErrorMessage(error) });
    }
  };

  const documentOptions = (documentsQuery.data ?? []).map((document) => ({ value: document.id, label: document.name }));
  return (
    <FormDialog
      form={{ isOpen: open, onOpenChange: setOpen, close: () => setOpen(false) }}
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
      <Field id="closed-on" label="Réalisée le" error={errors.closedOn}>
        <Input
          id="closed-on"
          type="date"
          value={closedOn}
          max={getParisToday()}
          onChange={(event) => setClosedOn(event.target.value)}
        />
      </Field>
      <Field id="proof-document" label="Preuve : un document de l’établissement" error={errors.proofDocumentId}>
        <NativeSelect
          id="proof-document"
          value={proofDocumentId}
          onChange={(event) => setProofDocumentId(event.target.value)}
          options={documentOptions}
          placeholder={documentsQuery.isPending ? 'Chargement…' : 'Aucun'}
        />
      </Field>
      <Field id="proof-file" label="Ou déposer un fichier" error={errors.file}>
        <Input id="proof-file" type="file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </Field>
      <Field id="explanation" label="Explication" error={errors.explanation}>
        <Textarea
          id="explanation"
          value={explanation}
          onChange={(event) => setExplanation(event.target.value)}
          rows={3}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
    </FormDialog>
  );
}
