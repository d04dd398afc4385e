import { formatDate } from '@qc/shared/dates';
import { DocumentRenewalSchema, ESTABLISHMENT_DOCUMENT_TYPE_LABELS } from '@qc/shared/documents/schemas';
import { daysUntil, describeExpiry } from '@qc/shared/expiry/expiry';
import { getParisToday } from '@qc/shared/validation/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useRenewDocument } from '../api/upload-document.ts';
import { DocumentFileForm, EMPTY_DOCUMENT_FILE, showFileError } from './upload-document-form.tsx';

/**
 * Issue 17 item 4: the expiry reminder's link lands here. The document to
 * replace is named with its type and validity; choosing the new file (and its
 * new validity) and sending is the one step: the server keeps the type and the
 * establishment and marks the old version replaced.
 */
export function RenewDocumentForm({ establishmentId, documentId }: { establishmentId: string; documentId: string }) {
  const current = useQuery(orpc.documents.get.queryOptions({ input: { id: documentId } }));
  const form = useValibotForm(() => EMPTY_DOCUMENT_FILE);
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

  const submit = () => {
    const checked = form.check(DocumentRenewalSchema, {
      id: document.id,
      file: form.values.file ?? undefined,
      validUntil: form.values.validUntil,
    });
    if (!checked) return;
    renew.mutate(
      { id: document.id, file: checked.file, validUntil: checked.validUntil ?? '' },
      {
        onSuccess: (created) => {
          notify.success(`« ${created.name} » remplace « ${document.name} ».`);
          setRenewedName(created.name);
        },
        onError: showFileError(form),
      },
    );
  };

  return (
    <DocumentFileForm
      form={form}
      prefix="renew"
      className="grid gap-4 rounded-xl border-2 border-primary bg-card p-5"
      labelledBy="renew-title"
      heading={
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
      }
      typeField={
        <Field id="renew-type" label="Type de document" hint="Repris du document remplacé.">
          <Input id="renew-type" value={typeLabel} readOnly />
        </Field>
      }
      validUntilLabel="Nouvelle validité : jusqu’au (facultatif)"
      fileLabel="Nouvelle version (fichier)"
      submitLabel="Remplacer par cette version"
      icon={<RefreshCw aria-hidden />}
      onSubmit={submit}
      upload={renew}
      actions={closeLink}
    />
  );
}
