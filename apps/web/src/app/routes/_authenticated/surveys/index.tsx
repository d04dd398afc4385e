import { createFileRoute } from '@tanstack/react-router';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { SurveysPage } from '@/features/surveys/components/surveys-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 28 item 3: the surveys of the selected establishment (survey:manage: its director, the group). */
export const Route = createFileRoute('/_authenticated/surveys/')({
  ...guardedPage('Enquêtes familles et équipe', 'survey:manage'),
  component: SurveysRoute,
});

function SurveysRoute() {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 p-4">
      <h1 className="text-xl font-semibold">Enquêtes auprès des familles et de l’équipe</h1>
      <RequireEstablishment purpose="voir ses enquêtes">
        {(establishmentId) => <SurveysPage establishmentId={establishmentId} />}
      </RequireEstablishment>
    </div>
  );
}
