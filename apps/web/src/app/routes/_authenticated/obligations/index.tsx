import { createFileRoute } from '@tanstack/react-router';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { ObligationsPage } from '@/features/obligations/components/obligations-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 27 item 4 (ADR 039): the recurring obligations of the selected establishment. */
export const Route = createFileRoute('/_authenticated/obligations/')({
  ...guardedPage('Obligations', 'obligation:read'),
  component: ObligationsRoute,
});

function ObligationsRoute() {
  return (
    <div className="mx-auto grid max-w-4xl gap-4 p-4">
      <h1 className="text-xl font-semibold">Obligations récurrentes</h1>
      <RequireEstablishment purpose="voir ses obligations récurrentes">
        {(establishmentId) => <ObligationsPage establishmentId={establishmentId} />}
      </RequireEstablishment>
    </div>
  );
}
