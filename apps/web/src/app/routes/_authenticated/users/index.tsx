import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '@/features/users/components/users-page.tsx';
import { usersList } from '@/features/users/api/get-users.ts';
import { UsersSearchSchema } from '@/features/users/api/users-search.ts';
import { ensureList, guardedList } from '@/lib/route-options.ts';

/** SPEC §2: /users/ needs user:read; search parameters clientId, establishmentId, search; users preloaded. */
export const Route = createFileRoute('/_authenticated/users/')({
  ...guardedList('Utilisateurs', 'user:read', UsersSearchSchema),
  loader: ensureList(usersList.queryOptions),
  component: UsersPage,
});
