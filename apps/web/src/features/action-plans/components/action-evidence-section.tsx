import type { ActionDetail } from '@qc/shared/action-plans/schemas';
import { UploadFileSchema } from '@qc/shared/documents/schemas';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FileButton } from '@/components/ui/file-button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDetachActionEvidence, useUploadActionEvidence } from '../api/action-mutations.ts';

/** An action's proof: the documents attached, one more to upload, one to take off (DESIGN §6). */
export function EvidenceSection({ action, canUpdate }: { action: ActionDetail; canUpdate: boolean }) {
  const upload = useUploadActionEvidence();
  const detach = useDetachActionEvidence();
  const [error, setError] = useState<string>();
  const onFile = (file: File | undefined) => {
    const checked = v.safeParse(UploadFileSchema, file ?? null);
    if (!checked.success) return setError(checked.issues[0].message);
    setError(undefined);
    upload.mutate(
      { actionId: action.id, file: checked.output },
      { onSuccess: () => notify.success('Preuve ajoutée.'), onError: (failure) => setError(getErrorMessage(failure)) },
    );
  };
  return (
    <section className="grid gap-2" aria-labelledby="action-evidence-title">
      <h3 id="action-evidence-title" className="text-sm font-semibold">
        Preuves
      </h3>
      {action.evidence.length === 0 ? <p className="text-sm text-muted-foreground">Aucune preuve jointe.</p> : null}
      <ul className="grid gap-1 text-sm">
        {action.evidence.map((document) => (
          <li key={document.id} className="flex items-center gap-2">
            <Paperclip aria-hidden className="size-4" />
            <a className="underline" href={`/api/v1/documents/${document.id}/download`}>
              {document.name}
            </a>
            {canUpdate ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => detach.mutate({ actionId: action.id, documentId: document.id })}
                aria-label={`Retirer la preuve ${document.name}`}
              >
                Retirer
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canUpdate ? (
        <Field id="action-evidence-file" label="Ajouter une preuve (20 Mo au plus)" error={error}>
          <FileButton
            id="action-evidence-file"
            className="py-1.5"
            disabled={upload.isPending}
            onFiles={(files) => onFile(files[0])}
          >
            {upload.isPending ? 'Envoi en cours…' : 'Choisir un fichier'}
          </FileButton>
        </Field>
      ) : null}
    </section>
  );
}
