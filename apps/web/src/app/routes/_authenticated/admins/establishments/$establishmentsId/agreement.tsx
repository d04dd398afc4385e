import { createFileRoute } from '@tanstack/react-router';
import { getAgreementsQueryOptions } from '@/features/agreements/api/get-agreements.ts';
import { AgreementsSearchSchema } from '@/features/agreements/api/agreements-search.ts';
import { getEstablishmentQueryOptions } from '@/lib/get-establishment.ts';
import { AgreementsPage } from '@/features/agreements/components/agreements-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/**
 * SPEC §2: /admins/establishments/{establishmentsId}/agreement needs establishment:manage; establishment preloaded
 * (a 404 outside the scope shows on the page, not as a crash).
 */
export const Route = createFileRoute('/_authenticated/admins/establishments/$establishmentsId/agreement')({
  ...guardedPage('Agréments de l’établissement', 'establishment:manage'),
  validateSearch: AgreementsSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    await Promise.all([
      context.queryClient.prefetchQuery(getEstablishmentQueryOptions(params.establishmentsId)),
      context.queryClient.prefetchQuery(getAgreementsQueryOptions(params.establishmentsId, deps.page)),
    ]);
  },
  component: AgreementRoute,
});

function AgreementRoute() {
  return <AgreementsPage establishmentId={Route.useParams().establishmentsId} search={Route.useSearch()} />;
}
