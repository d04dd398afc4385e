import { createFileRoute } from '@tanstack/react-router';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { IncidentsPage } from '@/features/incidents/components/incidents-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 29: the register of the selected establishment; incident:read, rows filtered on the server (ADR 036). */
export const Route = createFileRoute('/_authenticated/incidents/')({
  ...guardedPage('Événements indésirables', 'incident:read'),
  component: IncidentsRoute,
});

function IncidentsRoute() {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 p-4">
      <h1 className="text-xl font-semibold">Événements indésirables et réclamations</h1>
      <RequireEstablishment purpose="voir son registre des événements">
        {(establishmentId) => <IncidentsPage establishmentId={establishmentId} />}
      </RequireEstablishment>
    </div>
  );
}
