import { createFileRoute } from '@tanstack/react-router';
import { clientsList } from '@/features/clients/api/get-clients.ts';
import { ClientsSearchSchema } from '@/features/clients/api/clients-search.ts';
import { ClientsPage } from '@/features/clients/components/clients-page.tsx';
import { ensureList, guardedList } from '@/lib/route-options.ts';

/** SPEC §2: /admins/clients/ needs client:read; clients preloaded (the first page). */
export const Route = createFileRoute('/_authenticated/admins/clients/')({
  ...guardedList('Clients', 'client:read', ClientsSearchSchema),
  loader: ensureList(clientsList.queryOptions),
  component: ClientsPage,
});
