import { userHasPermission } from '@qc/shared/permissions';
import { createFileRoute, Link } from '@tanstack/react-router';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { IncidentsSearchSchema } from '@/features/incidents/api/incidents-search.ts';
import { IncidentsPage } from '@/features/incidents/components/incidents-page.tsx';
import { guardedPage, useSearchState } from '@/lib/route-options.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';

/** Issue 29: the register of the selected establishment; incident:read, rows filtered on the server (ADR 036). */
export const Route = createFileRoute('/_authenticated/incidents/')({
  ...guardedPage('Événements indésirables', 'incident:read'),
  validateSearch: IncidentsSearchSchema,
  component: IncidentsRoute,
});

function IncidentsRoute() {
  const state = useSearchState(Route);
  const user = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-3xl gap-4 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">Événements indésirables et réclamations</h1>
        {userHasPermission(user, 'incident:manage') ? (
          <Link to="/incidents/group" className="inline-flex min-h-11 items-center underline">
            Événements du groupe
          </Link>
        ) : null}
      </div>
      <RequireEstablishment purpose="voir son registre des événements">
        {(establishmentId) => <IncidentsPage establishmentId={establishmentId} {...state} />}
      </RequireEstablishment>
    </div>
  );
}
