import { formatDateTime } from '@qc/shared/dates';
import {
  INCIDENT_KIND_LABELS,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATE_LABELS,
  INVOLVED_ROLE_LABELS,
  NEXT_INCIDENT_STATE,
  type IncidentSeverity,
  type IncidentState,
} from '@qc/shared/incidents/enums';
import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { QueryState } from '@/components/admin/list-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { orpc } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/mutation-errors.ts';
import { useIncidentSaved } from '../use-incident-update.ts';
import { AnalysisForm } from './analysis-form.tsx';
import { ComplaintForm } from './complaint-form.tsx';
import { DeclarationCard } from './declaration-card.tsx';
import { IncidentActions } from './incident-actions.tsx';
import { IncidentAssignee } from './incident-assignee.tsx';
import { IncidentAttachments } from './incident-attachments.tsx';

const NEXT_STEP_LABELS: Record<IncidentState, string> = {
  DECLARED: 'Déclarer',
  ANALYSING: 'Passer en analyse',
  ACTIONS_DECIDED: 'Marquer les actions décidées',
  CLOSED: 'Clore l’événement',
};

/** The page reads its event's id from its route's path. */
const route = getRouteApi('/_authenticated/incidents/$id');

/** Issue 29 item 2: one event — its facts, its states, the declaration duty, the analysis, the actions. */
export function IncidentPage() {
  const { id } = route.useParams();
  const query = useQuery(orpc.incidents.get.queryOptions({ input: { id } }));
  return (
    <div className="mx-auto grid max-w-3xl gap-4 p-4">
      <QueryState query={query} loading={<Spinner label="Chargement de l’événement…" />}>
        {(incident) => <IncidentView incident={incident} />}
      </QueryState>
    </div>
  );
}

function IncidentView({ incident }: { incident: IncidentDetail }) {
  const saved = useIncidentSaved(incident.id);
  const transition = useMutation(orpc.incidents.transition.mutationOptions());
  const next = NEXT_INCIDENT_STATE[incident.state];
  return (
    <div className="grid gap-4 pb-20">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold">{INCIDENT_KIND_LABELS[incident.kind]}</h1>
        <p className="text-sm text-muted-foreground">
          {incident.establishmentName} · {formatDateTime(incident.occurredAt)} · {incident.place}
        </p>
        <p className="text-sm">
          État : <strong>{INCIDENT_STATE_LABELS[incident.state]}</strong> · Gravité :{' '}
          <strong>{INCIDENT_SEVERITY_LABELS[incident.severity as IncidentSeverity]}</strong>
        </p>
        {incident.canManage && next ? (
          <Button
            className="min-h-11 justify-self-start"
            disabled={transition.isPending}
            onClick={() =>
              transition.mutate(
                { id: incident.id, state: next },
                {
                  onSuccess: (detail) => saved(detail, `Événement : ${INCIDENT_STATE_LABELS[next]}`),
                  onError: notifyError,
                },
              )
            }
          >
            {NEXT_STEP_LABELS[next]}
          </Button>
        ) : null}
      </header>
      {incident.declarationDuty ? <DeclarationCard incident={incident} duty={incident.declarationDuty} /> : null}
      <SectionCard titleId="incident-facts" title="Ce qui s’est passé">
        <div className="grid gap-2 text-sm">
          <p className="whitespace-pre-line">{incident.description}</p>
          {incident.immediateMeasures ? <p>Mesures immédiates : {incident.immediateMeasures}</p> : null}
          <p>
            Conséquences :{' '}
            {[
              incident.hospitalisation ? 'hospitalisation' : null,
              incident.outsideEmergencyCare ? 'secours extérieurs' : null,
              incident.death ? 'décès' : null,
            ]
              .filter(Boolean)
              .join(', ') || 'aucune signalée'}
          </p>
          {incident.people.length > 0 ? (
            <p>
              Personnes concernées :{' '}
              {incident.people
                .map((person) =>
                  [
                    INVOLVED_ROLE_LABELS[person.role],
                    person.initials,
                    person.ageMonths === null ? null : `${person.ageMonths} mois`,
                  ]
                    .filter(Boolean)
                    .join(', '),
                )
                .join(' ; ')}
            </p>
          ) : null}
          <p className="text-muted-foreground">
            Déclaré le {formatDateTime(incident.declaredAt)}
            {incident.declaredByName ? ` par ${incident.declaredByName}` : ''}
          </p>
        </div>
      </SectionCard>
      <IncidentAttachments incident={incident} />
      <IncidentAssignee incident={incident} />
      {incident.complaint ? <ComplaintForm incident={incident} complaint={incident.complaint} /> : null}
      <AnalysisForm incident={incident} />
      <IncidentActions incident={incident} />
      <SectionCard titleId="incident-history" title="Historique">
        <ol className="grid gap-1 text-sm">
          {incident.history.map((step, index) => (
            <li key={index}>
              {formatDateTime(step.at)} — {INCIDENT_STATE_LABELS[step.toState]}
              {step.byName ? ` (${step.byName})` : ''}
            </li>
          ))}
        </ol>
      </SectionCard>
    </div>
  );
}
