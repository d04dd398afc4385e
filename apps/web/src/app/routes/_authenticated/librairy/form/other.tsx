import { createFileRoute } from '@tanstack/react-router';
import { getLibraryQueryOptions } from '@/features/library/api/browse-library.ts';
import { OtherFormsPage } from '@/features/library/components/other-forms-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /librairy/form/other: the forms without a category (a static segment, ranked before $id). */
export const Route = createFileRoute('/_authenticated/librairy/form/other')({
  head: () => ({ meta: [{ title: pageTitle('Autres questionnaires') }] }),
  beforeLoad: requirePermission('library:read'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getLibraryQueryOptions({}, null)),
  component: OtherFormsPage,
});
