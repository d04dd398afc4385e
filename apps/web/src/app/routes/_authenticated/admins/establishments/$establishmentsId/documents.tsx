import { createFileRoute } from '@tanstack/react-router';
import { getDocumentsQueryOptions } from '@/features/documents/api/get-documents.ts';
import { DocumentsSearchSchema } from '@/features/documents/api/documents-search.ts';
import { prefetchWithEstablishment } from '@/lib/get-establishment.ts';
import { DocumentsPage } from '@/features/documents/components/documents-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2: /admins/establishments/{establishmentsId}/documents needs establishment:manage. */
export const Route = createFileRoute('/_authenticated/admins/establishments/$establishmentsId/documents')({
  ...guardedPage('Documents de l’établissement', 'establishment:manage'),
  validateSearch: DocumentsSearchSchema,
  loader: prefetchWithEstablishment(getDocumentsQueryOptions),
  component: DocumentsRoute,
});

function DocumentsRoute() {
  return <DocumentsPage establishmentId={Route.useParams().establishmentsId} renewId={Route.useSearch().renew} />;
}
