import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { IncidentComplaintInputSchema } from '@qc/shared/incidents/schemas';
import { useMutation } from '@tanstack/react-query';
import { TextField } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { useIncidentSaved } from '../use-incident-update.ts';

type Complaint = NonNullable<IncidentDetail['complaint']>;

/** A family's complaint: acknowledged on, answered on, and the reply given. */
export function ComplaintForm({ incident, complaint }: { incident: IncidentDetail; complaint: Complaint }) {
  const saved = useIncidentSaved(incident.id);
  const form = useValibotForm(() => ({
    acknowledgedOn: complaint.acknowledgedOn ?? '',
    respondedOn: complaint.respondedOn ?? '',
    reply: complaint.reply ?? '',
  }));
  const record = useMutation(orpc.incidents.recordComplaint.mutationOptions());
  const editable = incident.canManage && incident.state !== 'CLOSED';
  return (
    <SectionCard titleId="incident-complaint" title="Réclamation : accusé de réception et réponse">
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.send(IncidentComplaintInputSchema, { id: incident.id, ...form.values }, record.mutate, {
            onSuccess: (detail: IncidentDetail) => saved(detail, 'Réclamation mise à jour'),
            onError: (error: unknown) => showMutationError(error, form.setErrors),
          });
        }}
      >
        <fieldset disabled={!editable} className="grid gap-3">
          <TextField form={form} field="acknowledgedOn" id="complaint-ack" label="Accusé de réception le" type="date" />
          <TextField form={form} field="respondedOn" id="complaint-response" label="Réponse apportée le" type="date" />
          <Field id="complaint-reply" label="Réponse apportée à la famille" error={form.errors.reply}>
            <Textarea rows={3} {...form.bind('reply', 'complaint-reply')} />
          </Field>
          {editable ? (
            <Button type="submit" className="min-h-11" disabled={record.isPending}>
              Enregistrer
            </Button>
          ) : null}
        </fieldset>
      </form>
    </SectionCard>
  );
}
