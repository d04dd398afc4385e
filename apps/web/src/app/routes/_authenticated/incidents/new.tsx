import { createFileRoute } from '@tanstack/react-router';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { DeclareForm } from '@/features/incidents/components/declare-form.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 29 item 1: declare an event in a minute; incident:declare (members of an establishment). */
export const Route = createFileRoute('/_authenticated/incidents/new')({
  ...guardedPage('Déclarer un événement', 'incident:declare'),
  component: DeclareRoute,
});

function DeclareRoute() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 p-4 pb-24">
      <h1 className="text-xl font-semibold">Déclarer un événement</h1>
      <RequireEstablishment purpose="déclarer un événement">
        {(establishmentId, name) => (
          <DeclareForm key={establishmentId} establishmentId={establishmentId} establishmentName={name} />
        )}
      </RequireEstablishment>
    </div>
  );
}
