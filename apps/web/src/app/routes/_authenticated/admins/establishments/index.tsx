import { createFileRoute } from '@tanstack/react-router';
import { establishmentsList } from '@/features/establishments/api/get-establishments.ts';
import { EstablishmentsSearchSchema } from '@/features/establishments/api/establishments-search.ts';
import { EstablishmentsPage } from '@/features/establishments/components/establishments-page.tsx';
import { ensureList, guardedList } from '@/lib/route-options.ts';

/** SPEC §2: /admins/establishments/ needs establishment:read; search parameters clientId, legalEntityId, search; first page preloaded. */
export const Route = createFileRoute('/_authenticated/admins/establishments/')({
  ...guardedList('Établissements', 'establishment:read', EstablishmentsSearchSchema),
  loader: ensureList(establishmentsList.queryOptions),
  component: EstablishmentsPage,
});
