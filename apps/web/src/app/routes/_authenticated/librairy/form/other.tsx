import { createFileRoute } from '@tanstack/react-router';
import { getLibraryQueryOptions } from '@/features/library/api/browse-library.ts';
import { OtherFormsPage } from '@/features/library/components/other-forms-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2 /librairy/form/other: the forms without a category (a static segment, ranked before $id). */
export const Route = createFileRoute('/_authenticated/librairy/form/other')({
  ...guardedPage('Autres questionnaires', 'library:read'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getLibraryQueryOptions({}, null)),
  component: OtherFormsPage,
});
