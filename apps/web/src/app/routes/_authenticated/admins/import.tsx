import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '@/features/imports/components/import-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/**
 * /admins/import (issue 32, beyond SPEC §2's table): a group from a spreadsheet. The server needs the four
 * permissions of the create operations it stands for (ADMIN, CLIENT_MASTER); the guard checks user:manage, which
 * only they have among the roles that may see the administration.
 */
export const Route = createFileRoute('/_authenticated/admins/import')({
  ...guardedPage('Importer un groupe', 'user:manage'),
  component: ImportPage,
});
