import { createFileRoute } from '@tanstack/react-router';
import { agreementsList } from '@/features/agreements/api/get-agreements.ts';
import { AgreementsSearchSchema } from '@/features/agreements/api/agreements-search.ts';
import { prefetchWithEstablishment } from '@/lib/get-establishment.ts';
import { AgreementsPage } from '@/features/agreements/components/agreements-page.tsx';
import { guardedList, pageOnly } from '@/lib/route-options.ts';

/**
 * SPEC §2: /admins/establishments/{establishmentsId}/agreement needs establishment:manage; establishment preloaded
 * (a 404 outside the scope shows on the page, not as a crash).
 */
export const Route = createFileRoute('/_authenticated/admins/establishments/$establishmentsId/agreement')({
  ...guardedList('Agréments de l’établissement', 'establishment:manage', AgreementsSearchSchema, pageOnly),
  loader: prefetchWithEstablishment(agreementsList.queryOptions),
  component: AgreementsRoute,
});

function AgreementsRoute() {
  return <AgreementsPage establishmentId={Route.useParams().establishmentsId} search={Route.useSearch()} />;
}
