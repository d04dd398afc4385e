import {
  ESTABLISHMENT_DOCUMENT_TYPE_LABELS,
  ESTABLISHMENT_DOCUMENT_TYPES,
  EstablishmentDocumentUploadSchema,
  type EstablishmentDocumentType,
} from '@qc/shared/documents/schemas';
import { Upload } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { enumOptions } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useValibotForm, type ValibotForm } from '@/hooks/use-valibot-form.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useUploadDocument } from '../api/upload-document.ts';

const DOCUMENT_TYPE_OPTIONS = enumOptions(ESTABLISHMENT_DOCUMENT_TYPES, ESTABLISHMENT_DOCUMENT_TYPE_LABELS);

/** What the server recognises by content (PDF, images, Office, OpenDocument): a hint for the file picker only. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

export type DocumentFileValues = { type: EstablishmentDocumentType | ''; validUntil: string; file: File | null };
export const EMPTY_DOCUMENT_FILE: DocumentFileValues = { type: '', validUntil: '', file: null };

/** A refused file: the server's field messages, or 413 (over 20 MB) and 415 under the file; anything else a toast. */
export const showFileError = (form: ValibotForm<DocumentFileValues>) => (error: unknown) =>
  showMutationError(error, form.setErrors, { fileField: 'file' });

type DocumentFileFormProps = {
  form: ValibotForm<DocumentFileValues>;
  /** `document` for a new document, `renew` for a new version: the ids of the controls. */
  prefix: string;
  className: string;
  labelledBy?: string;
  heading: ReactNode;
  /** The type: chosen for a new document, shown for a new version. */
  typeField: ReactNode;
  validUntilLabel: string;
  fileLabel: string;
  /** Changes to empty the file control after a success. */
  fileKey?: number;
  submitLabel: string;
  icon: ReactNode;
  onSubmit: () => void;
  upload: { isPending: boolean; progress: number | null };
  actions?: ReactNode;
};

/** The one document-sending form: a new document (its type chosen) and a new version (its type kept) share it. */
export function DocumentFileForm({
  form,
  prefix,
  className,
  labelledBy,
  heading,
  typeField,
  validUntilLabel,
  fileLabel,
  fileKey,
  submitLabel,
  icon,
  onSubmit,
  upload,
  actions,
}: DocumentFileFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const fileId = `${prefix}-file`;
  return (
    <form className={className} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {heading}
      <div className="grid gap-4 md:grid-cols-3">
        {typeField}
        <Field id={`${prefix}-validUntil`} label={validUntilLabel} error={form.errors.validUntil}>
          <Input type="date" {...form.bind('validUntil', `${prefix}-validUntil`)} />
        </Field>
        <Field id={fileId} label={fileLabel} error={form.errors.file}>
          <Input
            key={fileKey}
            id={fileId}
            type="file"
            accept={ACCEPT}
            className="file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
            onChange={(event) => {
              form.set('file', event.target.files?.[0] ?? null);
              form.clearError('file');
            }}
            aria-invalid={Boolean(form.errors.file)}
            aria-describedby={form.errors.file ? `${fileId}-error` : undefined}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={upload.isPending}>
          {icon}
          {upload.isPending ? 'Envoi en cours…' : submitLabel}
        </Button>
        {actions}
        {upload.progress !== null ? (
          <div className="flex min-w-60 flex-1 items-center gap-2 text-sm">
            <progress
              className="h-2 flex-1 accent-primary"
              max={100}
              value={upload.progress}
              aria-label="Progression de l’envoi"
            />
            <span aria-live="polite">{upload.progress < 100 ? `${upload.progress} %` : 'Vérification…'}</span>
          </div>
        ) : null}
      </div>
    </form>
  );
}

export function UploadDocumentForm({ establishmentId }: { establishmentId: string }) {
  const form = useValibotForm(() => EMPTY_DOCUMENT_FILE);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadDocument();
  const { values, errors } = form;

  const submit = () => {
    const checked = form.check(EstablishmentDocumentUploadSchema, {
      establishmentId,
      file: values.file ?? undefined,
      type: values.type,
      validUntil: values.validUntil,
    });
    if (!checked) return;
    upload.mutate(
      { establishmentId, file: checked.file, type: checked.type, validUntil: checked.validUntil ?? '' },
      {
        onSuccess: (document) => {
          notify.success(`« ${document.name} » a été ajouté.`);
          form.setValues(EMPTY_DOCUMENT_FILE);
          setInputKey((key) => key + 1);
        },
        onError: showFileError(form),
      },
    );
  };

  return (
    <DocumentFileForm
      form={form}
      prefix="document"
      className="grid gap-4 rounded-xl border border-border bg-card p-5"
      heading={
        <div>
          <h2 className="text-lg font-semibold">Ajouter un document</h2>
          <p className="text-sm text-muted-foreground">
            PDF, images (PNG, JPEG, GIF, WebP), documents Office ou OpenDocument, 20 Mo au plus. Le type est reconnu par
            le contenu du fichier, pas par son nom.
          </p>
        </div>
      }
      typeField={
        <Field id="document-type" label="Type de document" error={errors.type}>
          <NativeSelect
            {...form.bind('type', 'document-type')}
            placeholder="Choisir un type"
            options={DOCUMENT_TYPE_OPTIONS}
          />
        </Field>
      }
      validUntilLabel="Valable jusqu’au (facultatif)"
      fileLabel="Fichier"
      fileKey={inputKey}
      submitLabel="Envoyer"
      icon={<Upload aria-hidden />}
      onSubmit={submit}
      upload={upload}
    />
  );
}
