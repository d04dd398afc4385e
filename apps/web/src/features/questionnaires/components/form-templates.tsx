import type { DocumentItem } from '@qc/shared/documents/schemas';
import { TemplateUploadSchema } from '@qc/shared/documents/schemas';
import { Download, FileText, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { InlineQueryState } from '@/components/admin/inline-query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import {
  useDeleteTemplate,
  useDownloadTemplateFile,
  useFormTemplates,
  useUploadTemplate,
} from '../api/form-templates.ts';

function DeleteTemplateDialog({ formId, document }: { formId: string; document: DocumentItem }) {
  const deleteTemplate = useDeleteTemplate(formId);
  return (
    <ConfirmDeleteDialog
      name={document.name}
      title="ce document modèle"
      description={<p>« {document.name} » ne sera plus proposé au téléchargement dans la bibliothèque.</p>}
      isPending={deleteTemplate.isPending}
      onConfirm={confirmDeletion(deleteTemplate.mutate, { id: document.id }, { success: 'Document modèle supprimé.' })}
    />
  );
}

function UploadTemplateForm({ formId }: { formId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadTemplate(formId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = getSchemaFieldErrors(TemplateUploadSchema, { formId, file: file ?? undefined });
    if (!checked.success) return setError(checked.fieldErrors.file ?? Object.values(checked.fieldErrors)[0]);
    setError(undefined);
    upload.mutate(checked.output, {
      onSuccess: () => {
        notify.success('Document modèle ajouté.');
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (failure) => {
        const fieldError = getFieldErrors(failure).file;
        if (fieldError) setError(fieldError);
        else notify.error(getErrorMessage(failure));
      },
    });
  };
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={submit}
      noValidate
      aria-label="Ajouter un document modèle"
    >
      <div className="w-full sm:w-96">
        <Field
          id="template-file"
          label="Nouveau document modèle"
          error={error}
          hint="PDF, image, Office ou OpenDocument, 20 Mo au plus."
        >
          <Input
            ref={input}
            id="template-file"
            type="file"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'template-file-error' : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
        </Field>
      </div>
      <Button type="submit" disabled={upload.isPending}>
        <Upload aria-hidden />
        {upload.isPending ? 'Envoi…' : 'Ajouter'}
      </Button>
    </form>
  );
}

/** /forms/{id} "Documents modèles": model documents readers download from the library. */
export function FormTemplates({ formId, canEdit }: { formId: string; canEdit: boolean }) {
  const templates = useFormTemplates(formId);
  const download = useDownloadTemplateFile();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Des modèles à adapter (règlement de fonctionnement type, protocole…), téléchargeables depuis la bibliothèque par
        tous ceux qui voient ce questionnaire.
      </p>
      {canEdit ? <UploadTemplateForm formId={formId} /> : null}
      <InlineQueryState
        query={templates}
        loading={{ label: 'Chargement des documents modèles', className: 'h-10' }}
        empty="Aucun document modèle."
      >
        {(data) => (
          <ul
            aria-label="Documents modèles"
            className="grid divide-y divide-border rounded-xl border border-border bg-card"
          >
            {data.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                <FileText className="size-4 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1 break-words">{document.name}</span>
                <span className="text-xs text-muted-foreground">{document.uploadedByName}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Télécharger ${document.name}`}
                  onClick={() =>
                    download.mutate(document, { onError: (failure) => notify.error(getErrorMessage(failure)) })
                  }
                >
                  <Download aria-hidden />
                </Button>
                {canEdit ? <DeleteTemplateDialog formId={formId} document={document} /> : null}
              </li>
            ))}
          </ul>
        )}
      </InlineQueryState>
    </div>
  );
}
