import { createFileRoute } from '@tanstack/react-router';
import { IncidentPage } from '@/features/incidents/components/incident-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 29: one event; every opening is written in the audit trail by the server. */
export const Route = createFileRoute('/_authenticated/incidents/$id')({
  ...guardedPage('Événement', 'incident:read'),
  component: IncidentRoute,
});

function IncidentRoute() {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 p-4">
      <IncidentPage id={Route.useParams().id} />
    </div>
  );
}
