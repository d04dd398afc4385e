import { createFileRoute } from '@tanstack/react-router';
import { EstablishmentCreatePage } from '@/features/establishments/components/establishment-create-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2: /admins/establishments/create needs establishment:manage. */
export const Route = createFileRoute('/_authenticated/admins/establishments/create')({
  ...guardedPage('Nouvel établissement', 'establishment:manage'),
  component: EstablishmentCreatePage,
});
