import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { useAssignIncident } from '../api/incident-mutations.ts';
import { useIncidentSaved } from '../use-incident-update.ts';

const ROLE_LABELS = { DIRECTOR: 'direction', COLLABORATOR: 'collaborateur' } as const;

/**
 * Issue 29 item 4: who the event's follow-up (its analysis) is given to. Everyone who reads the event sees it;
 * the direction and the group choose among the establishment's people (a restricted kind: its directors only,
 * the server's list).
 */
export function IncidentAssignee({ incident }: { incident: IncidentDetail }) {
  const saved = useIncidentSaved(incident.id);
  const assign = useAssignIncident();
  const [chosen, setChosen] = useState(incident.assignee?.id ?? '');
  const [error, setError] = useState<string>();
  const editable = incident.canManage && incident.state !== 'CLOSED';
  if (!editable && !incident.assignee) return null;
  const send = (assigneeId: string | null) =>
    assign.mutate(
      { id: incident.id, assigneeId },
      {
        onSuccess: (detail) => {
          setError(undefined);
          setChosen(detail.assignee?.id ?? '');
          saved(detail, detail.assignee ? `Suivi confié à ${detail.assignee.name}` : 'Suivi repris par la direction');
        },
        onError: (failure) => setError(getFieldErrors(failure).assigneeId ?? getErrorMessage(failure)),
      },
    );
  return (
    <SectionCard titleId="incident-assignee" title="Suivi de l’événement">
      <div className="grid gap-3 text-sm">
        <p>
          {incident.assignee ? (
            <>
              Suivi confié à <strong>{incident.assignee.name}</strong>
            </>
          ) : (
            'Suivi assuré par la direction (non confié)'
          )}
        </p>
        {editable ? (
          <form
            noValidate
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              send(chosen === '' ? null : chosen);
            }}
          >
            <Field id="incident-assignee-select" label="Confier l’analyse à" error={error}>
              <NativeSelect
                id="incident-assignee-select"
                className="min-h-11"
                value={chosen}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'incident-assignee-select-error' : undefined}
                onChange={(event) => setChosen(event.target.value)}
                placeholder="Personne (la direction)"
                options={incident.assignable.map((member) => ({
                  value: member.id,
                  label: `${member.name} (${ROLE_LABELS[member.role]})`,
                }))}
              />
            </Field>
            <Button
              type="submit"
              className="min-h-11 justify-self-start"
              disabled={assign.isPending || chosen === (incident.assignee?.id ?? '')}
            >
              {chosen === '' && incident.assignee ? 'Reprendre le suivi' : 'Confier'}
            </Button>
          </form>
        ) : null}
      </div>
    </SectionCard>
  );
}
