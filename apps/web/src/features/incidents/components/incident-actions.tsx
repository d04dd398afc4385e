import { formatCalendarDay } from '@qc/shared/dates';
import { ACTION_PRIORITIES, ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '@qc/shared/enums';
import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { IncidentActionInputSchema } from '@qc/shared/incidents/schemas';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { enumOptions, TextField } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { useIncidentSaved } from '../use-incident-update.ts';

/** The actions decided from the event: in the establishment's plan, listed here with their link. */
export function IncidentActions({ incident }: { incident: IncidentDetail }) {
  const saved = useIncidentSaved(incident.id);
  const form = useValibotForm(() => ({ title: '', dueDate: '', priority: 'MEDIUM' }));
  const create = useMutation(orpc.incidents.createAction.mutationOptions());
  return (
    <SectionCard titleId="incident-actions" title="Actions décidées">
      <div className="grid gap-3 text-sm">
        {incident.actions.length === 0 ? (
          <p className="text-muted-foreground">Aucune action pour l’instant.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Actions de l’événement">
            {incident.actions.map((action) => (
              <li key={action.id}>
                <Link to="/action-plan" search={{ mine: undefined }} className="underline">
                  {action.title}
                </Link>{' '}
                — {ACTION_STATUS_LABELS[action.status]}
                {action.dueDate ? `, échéance ${formatCalendarDay(action.dueDate)}` : ''}
              </li>
            ))}
          </ul>
        )}
        {incident.canManage && incident.state !== 'CLOSED' ? (
          <form
            noValidate
            className="grid gap-3 border-t border-border pt-3"
            onSubmit={(event) => {
              event.preventDefault();
              form.send(IncidentActionInputSchema, { incidentId: incident.id, ...form.values }, create.mutate, {
                onSuccess: (detail: IncidentDetail) => {
                  saved(detail, 'Action ajoutée au plan d’action');
                  form.reset();
                },
                onError: (error: unknown) => showMutationError(error, form.setErrors),
              });
            }}
          >
            <TextField form={form} field="title" id="incident-action-title" label="Nouvelle action" />
            <TextField form={form} field="dueDate" id="incident-action-due" label="Échéance" type="date" />
            <Field id="incident-action-priority" label="Priorité" error={form.errors.priority}>
              <NativeSelect
                {...form.bind('priority', 'incident-action-priority')}
                options={enumOptions(ACTION_PRIORITIES, ACTION_PRIORITY_LABELS)}
              />
            </Field>
            <Button type="submit" className="min-h-11" disabled={create.isPending}>
              Ajouter au plan d’action
            </Button>
          </form>
        ) : null}
      </div>
    </SectionCard>
  );
}
