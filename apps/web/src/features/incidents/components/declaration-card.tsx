import { formatDateTime } from '@qc/shared/dates';
import { DECLARATION_MEANS, DECLARATION_MEANS_LABELS } from '@qc/shared/incidents/enums';
import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { IncidentDeclarationSentInputSchema } from '@qc/shared/incidents/schemas';
import { useMutation } from '@tanstack/react-query';
import { enumOptions, TextField } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { localNow } from '../draft.ts';
import { useIncidentSaved } from '../use-incident-update.ts';

type Duty = NonNullable<IncidentDetail['declarationDuty']>;

/** Issue 29 item 3: whether, to whom and by when to declare; the pre-filled PDF; when and how it was sent. */
export function DeclarationCard({ incident, duty }: { incident: IncidentDetail; duty: Duty }) {
  const saved = useIncidentSaved(incident.id);
  const form = useValibotForm(() => ({ sentAt: localNow(), means: '', recipient: '' }));
  const record = useMutation(orpc.incidents.recordDeclaration.mutationOptions());
  const status = duty.sentAt
    ? `Envoyée le ${formatDateTime(duty.sentAt)}${duty.means ? ` (${DECLARATION_MEANS_LABELS[duty.means]})` : ''}${duty.isLate ? ' — après l’échéance' : ''}`
    : duty.isLate
      ? 'Non envoyée : échéance dépassée'
      : 'À envoyer';
  return (
    <SectionCard titleId="incident-declaration" title="Déclaration aux autorités">
      <div className="grid gap-3 text-sm">
        <p className={duty.isLate ? 'font-semibold text-destructive' : 'font-semibold'} role="status">
          {status}
        </p>
        <dl className="grid gap-1">
          <dt className="font-medium">Destinataire</dt>
          <dd>{duty.authority}</dd>
          <dt className="font-medium">Motif</dt>
          <dd>{duty.reason}</dd>
          <dt className="font-medium">Échéance</dt>
          <dd>
            {formatDateTime(duty.deadlineAt)}
            <span className="block text-xs text-muted-foreground">{duty.deadlineNote}</span>
          </dd>
          <dt className="font-medium">Fondement</dt>
          <dd>
            <a href={duty.sourceUrl} target="_blank" rel="noreferrer" className="underline">
              {duty.source}
            </a>
            <span className="block text-xs text-muted-foreground">{duty.sourceText}</span>
          </dd>
        </dl>
        {incident.canManage ? (
          <>
            <DownloadLink
              href={`/api/v1/incidents/${incident.id}/declaration.pdf`}
              fileName="declaration-evenement.pdf"
              className="inline-flex min-h-11 items-center justify-center rounded-md border border-input bg-card px-4 font-medium hover:bg-muted"
            >
              Télécharger la déclaration pré-remplie (PDF)
            </DownloadLink>
            <form
              noValidate
              className="grid gap-3 border-t border-border pt-3"
              onSubmit={(event) => {
                event.preventDefault();
                const sent = new Date(form.values.sentAt);
                form.send(
                  IncidentDeclarationSentInputSchema,
                  {
                    id: incident.id,
                    sentAt: Number.isNaN(sent.getTime()) ? '' : sent.toISOString(),
                    means: form.values.means,
                    recipient: form.values.recipient,
                  },
                  record.mutate,
                  {
                    onSuccess: (detail: IncidentDetail) => saved(detail, 'Envoi de la déclaration enregistré'),
                    onError: (error: unknown) => showMutationError(error, form.setErrors),
                  },
                );
              }}
            >
              <p className="font-medium">{duty.sentAt ? 'Corriger l’envoi' : 'Enregistrer l’envoi'}</p>
              <TextField form={form} field="sentAt" id="declaration-sent-at" label="Envoyée le" type="datetime-local" />
              <Field id="declaration-means" label="Moyen d’envoi" error={form.errors.means}>
                <NativeSelect
                  {...form.bind('means', 'declaration-means')}
                  options={enumOptions(DECLARATION_MEANS, DECLARATION_MEANS_LABELS)}
                  placeholder="Choisir…"
                />
              </Field>
              <TextField
                form={form}
                field="recipient"
                id="declaration-recipient"
                label="Service destinataire (facultatif)"
              />
              <Button type="submit" className="min-h-11" disabled={record.isPending}>
                Enregistrer comme envoyée
              </Button>
            </form>
          </>
        ) : null}
      </div>
    </SectionCard>
  );
}
