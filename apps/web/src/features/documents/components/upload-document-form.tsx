import {
  ESTABLISHMENT_DOCUMENT_TYPE_LABELS,
  ESTABLISHMENT_DOCUMENT_TYPES,
  EstablishmentDocumentUploadSchema,
  type EstablishmentDocumentType,
} from '@qc/shared/documents/schemas';
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { getErrorMessage, getErrorStatus, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { useUploadDocument } from '../api/upload-document.ts';

/** What the server recognises by content (PDF, images, Office, OpenDocument): a hint for the file picker only. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

const describedBy = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

export function UploadDocumentForm({ establishmentId }: { establishmentId: string }) {
  const [type, setType] = useState<EstablishmentDocumentType | ''>('');
  const [validUntil, setValidUntil] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUploadDocument();

  const onError = (error: unknown) => {
    const fieldErrors = getFieldErrors(error);
    const status = getErrorStatus(error);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    // 413 (over 20 MB) and 415 are about the file: their message goes under it.
    else if (status === 413 || status === 415) setErrors({ file: getErrorMessage(error) });
    else notify.error(getErrorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = getSchemaFieldErrors(EstablishmentDocumentUploadSchema, {
      establishmentId,
      file: file ?? undefined,
      type,
      validUntil,
    });
    if (!checked.success) return setErrors(checked.fieldErrors);
    setErrors({});
    const { file: checkedFile, type: checkedType, validUntil: checkedValidUntil } = checked.output;
    upload.mutate(
      { establishmentId, file: checkedFile, type: checkedType, validUntil: checkedValidUntil ?? '' },
      {
        onSuccess: (document) => {
          notify.success(`« ${document.name} » a été ajouté.`);
          setFile(null);
          setValidUntil('');
          setType('');
          setInputKey((key) => key + 1);
        },
        onError,
      },
    );
  };

  return (
    <form className="grid gap-4 rounded-xl border border-border bg-card p-5" onSubmit={submit} noValidate>
      <div>
        <h2 className="text-lg font-semibold">Ajouter un document</h2>
        <p className="text-sm text-muted-foreground">
          PDF, images (PNG, JPEG, GIF, WebP), documents Office ou OpenDocument, 20 Mo au plus. Le type est reconnu par
          le contenu du fichier, pas par son nom.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Field id="document-type" label="Type de document" error={errors.type}>
          <NativeSelect
            id="document-type"
            value={type}
            onChange={(event) => setType(event.target.value as EstablishmentDocumentType | '')}
            aria-invalid={Boolean(errors.type)}
            aria-describedby={describedBy('document-type', errors.type)}
          >
            <option value="">Choisir un type</option>
            {ESTABLISHMENT_DOCUMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {ESTABLISHMENT_DOCUMENT_TYPE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="document-validUntil" label="Valable jusqu’au (facultatif)" error={errors.validUntil}>
          <Input
            id="document-validUntil"
            type="date"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
            aria-invalid={Boolean(errors.validUntil)}
            aria-describedby={describedBy('document-validUntil', errors.validUntil)}
          />
        </Field>
        <Field id="document-file" label="Fichier" error={errors.file}>
          <Input
            key={inputKey}
            id="document-file"
            type="file"
            accept={ACCEPT}
            className="file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors(({ file: _file, ...rest }) => rest);
            }}
            aria-invalid={Boolean(errors.file)}
            aria-describedby={describedBy('document-file', errors.file)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden />
          {upload.isPending ? 'Envoi en cours…' : 'Envoyer'}
        </Button>
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
