import { createFileRoute } from '@tanstack/react-router';
import { EstablishmentCreatePage } from '@/features/admin-establishments/components/establishment-create-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2: /admins/establishments/create needs establishment:manage. */
export const Route = createFileRoute('/_authenticated/admins/establishments/create')({
  head: () => ({ meta: [{ title: pageTitle('Nouvel établissement') }] }),
  beforeLoad: requirePermission('establishment:manage'),
  component: EstablishmentCreatePage,
});
