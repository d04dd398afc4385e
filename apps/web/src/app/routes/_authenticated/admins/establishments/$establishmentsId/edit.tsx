import { createFileRoute } from '@tanstack/react-router';
import { getEstablishmentQueryOptions } from '@/lib/get-establishment.ts';
import { EstablishmentEditPage } from '@/features/establishments/components/establishment-edit-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/**
 * SPEC §2: /admins/establishments/{establishmentsId}/edit needs establishment:manage;
 * the establishment is preloaded (a 404 outside the scope shows on the page, not as a crash).
 */
export const Route = createFileRoute('/_authenticated/admins/establishments/$establishmentsId/edit')({
  ...guardedPage('Modifier l’établissement', 'establishment:manage'),
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(getEstablishmentQueryOptions(params.establishmentsId)),
  component: EstablishmentEditRoute,
});

function EstablishmentEditRoute() {
  return <EstablishmentEditPage id={Route.useParams().establishmentsId} />;
}
