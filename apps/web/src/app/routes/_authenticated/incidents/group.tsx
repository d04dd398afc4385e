import { createFileRoute, Link } from '@tanstack/react-router';
import { GroupIncidentsSearchSchema } from '@/features/incidents/api/incidents-search.ts';
import { GroupIncidentsPage } from '@/features/incidents/components/group-incidents-page.tsx';
import { guardedPage, useSearchState } from '@/lib/route-options.ts';

/** Issue 29 item 5: the events across the sites the caller handles; incident:manage (CLIENT_MASTER, DIRECTOR). */
export const Route = createFileRoute('/_authenticated/incidents/group')({
  ...guardedPage('Événements du groupe', 'incident:manage'),
  validateSearch: GroupIncidentsSearchSchema,
  component: GroupIncidentsRoute,
});

function GroupIncidentsRoute() {
  return (
    <div className="mx-auto grid max-w-5xl gap-4 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">Événements du groupe</h1>
        <Link to="/incidents" className="inline-flex min-h-11 items-center underline">
          Registre de l’établissement
        </Link>
      </div>
      <GroupIncidentsPage {...useSearchState(Route)} />
    </div>
  );
}
