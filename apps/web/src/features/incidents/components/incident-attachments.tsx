import { UploadFileSchema } from '@qc/shared/documents/schemas';
import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FileButton } from '@/components/ui/file-button.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useAttachToIncident, useRemoveIncidentAttachment } from '../api/incident-mutations.ts';
import { useIncidentSaved } from '../use-incident-update.ts';

/** « 12 Ko », « 1,4 Mo »: what a phone user weighs before opening a file. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/**
 * Issue 29 item 1: the photos and documents of an event. Each download is written in the audit trail by the
 * server; who may add or remove is the server's answer (`canAttach`, `canRemove`, ADR 036).
 */
export function IncidentAttachments({ incident }: { incident: IncidentDetail }) {
  const saved = useIncidentSaved(incident.id);
  const attach = useAttachToIncident();
  const remove = useRemoveIncidentAttachment();
  const [error, setError] = useState<string>();
  const onFile = (file: File | undefined) => {
    const checked = v.safeParse(UploadFileSchema, file ?? null);
    if (!checked.success) return setError(checked.issues[0].message);
    setError(undefined);
    attach.mutate(
      { incidentId: incident.id, file: checked.output },
      {
        onSuccess: () => notify.success('Pièce jointe ajoutée'),
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };
  return (
    <SectionCard titleId="incident-attachments" title="Photos et documents">
      <div className="grid gap-3 text-sm">
        {incident.attachments.length === 0 ? (
          <p className="text-muted-foreground">Aucune pièce jointe.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Pièces jointes de l’événement">
            {incident.attachments.map((attachment) => (
              <li key={attachment.id} className="flex flex-wrap items-center gap-2">
                <Paperclip aria-hidden className="size-4 shrink-0" />
                <DownloadLink
                  className="inline-flex min-h-11 items-center break-all underline"
                  href={`/api/v1/incidents/${incident.id}/attachments/${attachment.id}`}
                  fileName={attachment.name}
                >
                  {attachment.name}
                </DownloadLink>
                <span className="text-muted-foreground">
                  {formatSize(attachment.size)}
                  {attachment.uploadedByName ? ` · ${attachment.uploadedByName}` : ''}
                </span>
                {attachment.canRemove ? (
                  <Button
                    variant="ghost"
                    className="min-h-11"
                    disabled={remove.isPending}
                    aria-label={`Retirer la pièce jointe ${attachment.name}`}
                    onClick={() =>
                      remove.mutate(
                        { incidentId: incident.id, documentId: attachment.id },
                        {
                          onSuccess: (detail) => saved(detail, 'Pièce jointe retirée'),
                          onError: (failure) => notify.error(getErrorMessage(failure)),
                        },
                      )
                    }
                  >
                    Retirer
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {incident.canAttach ? (
          <Field id="incident-attachment-file" label="Ajouter une photo ou un document (20 Mo au plus)" error={error}>
            <FileButton
              id="incident-attachment-file"
              accept="image/*,application/pdf,.doc,.docx,.odt,.xls,.xlsx,.ods"
              className="min-h-11"
              disabled={attach.isPending}
              onFiles={(files) => onFile(files[0])}
            >
              {attach.isPending ? 'Envoi en cours…' : 'Choisir un fichier'}
            </FileButton>
          </Field>
        ) : null}
      </div>
    </SectionCard>
  );
}
