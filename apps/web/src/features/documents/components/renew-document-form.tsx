import { DocumentRenewalSchema, ESTABLISHMENT_DOCUMENT_TYPE_LABELS } from '@qc/shared/documents/schemas';
import { daysUntil, describeExpiry } from '@qc/shared/expiry/expiry';
import { getParisToday } from '@qc/shared/validation/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { orpc } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/dates.ts';
import { getErrorMessage, getErrorStatus, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { useRenewDocument } from '../api/upload-document.ts';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';
const describedBy = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

/**
 * Issue 17 item 4: the expiry reminder's link lands here. The document to
 * replace is named with its type and validity; choosing the new file (and its
 * new validity) and sending is the one step: the server keeps the type and the
 * establishment and marks the old version replaced.
 */
export function RenewDocumentForm({ establishmentId, documentId }: { establishmentId: string; documentId: string }) {
  const current = useQuery(orpc.documents.get.queryOptions({ input: { id: documentId } }));
  const [validUntil, setValidUntil] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [renewedName, setRenewedName] = useState<string | null>(null);
  const renew = useRenewDocument();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Arriving from the e-mail, the form is what the page is for: focus goes to it.
  useEffect(() => {
    if (current.data) headingRef.current?.focus();
  }, [current.data]);

  if (current.isPending) return <p className="text-sm text-muted-foreground">Chargement du document à renouveler…</p>;
  if (current.isError) {
    return (
      <p role="alert" className="rounded-xl border border-border bg-card p-5 text-sm text-red-800">
        {getErrorMessage(current.error)}
      </p>
    );
  }
  const document = current.data;
  const typeLabel = document.type ? ESTABLISHMENT_DOCUMENT_TYPE_LABELS[document.type] : 'Preuve';
  const closeLink = (
    <Link
      to="/admins/establishments/$establishmentsId/documents"
      params={{ establishmentsId: establishmentId }}
      search={{}}
      className={buttonVariants({ variant: 'outline' })}
    >
      Fermer
    </Link>
  );

  if (renewedName || document.replacedById) {
    return (
      <section className="grid gap-3 rounded-xl border border-border bg-card p-5" aria-labelledby="renew-title">
        <h2 id="renew-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          Document renouvelé
        </h2>
        <p className="text-sm" role="status">
          {renewedName
            ? `« ${renewedName} » remplace désormais « ${document.name} ».`
            : `« ${document.name} » a déjà été remplacé par une version plus récente.`}
        </p>
        <div>{closeLink}</div>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = getSchemaFieldErrors(DocumentRenewalSchema, {
      id: document.id,
      file: file ?? undefined,
      validUntil,
    });
    if (!checked.success) return setErrors(checked.fieldErrors);
    setErrors({});
    renew.mutate(
      { id: document.id, file: checked.output.file, validUntil: checked.output.validUntil ?? '' },
      {
        onSuccess: (created) => {
          notify.success(`« ${created.name} » remplace « ${document.name} ».`);
          setRenewedName(created.name);
        },
        onError: (error) => {
          const fieldErrors = getFieldErrors(error);
          const status = getErrorStatus(error);
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else if (status === 413 || status === 415) setErrors({ file: getErrorMessage(error) });
          else notify.error(getErrorMessage(error));
        },
      },
    );
  };

  return (
    <form
      className="grid gap-4 rounded-xl border-2 border-primary bg-card p-5"
      onSubmit={submit}
      noValidate
      aria-labelledby="renew-title"
    >
      <div>
        <h2 id="renew-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          Renouveler « {document.name} »
        </h2>
        <p className="text-sm text-muted-foreground">
          {typeLabel}
          {document.validUntil
            ? ` · valable jusqu’au ${formatDate(document.validUntil)} (${describeExpiry(daysUntil(document.validUntil, getParisToday()))})`
            : ''}
          . La nouvelle version garde ce type et remplace l’ancienne, qui reste consultable.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Field id="renew-type" label="Type de document" hint="Repris du document remplacé.">
          <Input id="renew-type" value={typeLabel} readOnly />
        </Field>
        <Field id="renew-validUntil" label="Nouvelle validité : jusqu’au (facultatif)" error={errors.validUntil}>
          <Input
            id="renew-validUntil"
            type="date"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
            aria-invalid={Boolean(errors.validUntil)}
            aria-describedby={describedBy('renew-validUntil', errors.validUntil)}
          />
        </Field>
        <Field id="renew-file" label="Nouvelle version (fichier)" error={errors.file}>
          <Input
            id="renew-file"
            type="file"
            accept={ACCEPT}
            className="file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors(({ file: _file, ...rest }) => rest);
            }}
            aria-invalid={Boolean(errors.file)}
            aria-describedby={describedBy('renew-file', errors.file)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={renew.isPending}>
          <RefreshCw aria-hidden />
          {renew.isPending ? 'Envoi en cours…' : 'Remplacer par cette version'}
        </Button>
        {closeLink}
        {renew.progress !== null ? (
          <div className="flex min-w-60 flex-1 items-center gap-2 text-sm">
            <progress
              className="h-2 flex-1 accent-primary"
              max={100}
              value={renew.progress}
              aria-label="Progression de l’envoi"
            />
            <span aria-live="polite">{renew.progress < 100 ? `${renew.progress} %` : 'Vérification…'}</span>
          </div>
        ) : null}
      </div>
    </form>
  );
}
