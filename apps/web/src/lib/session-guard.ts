import { ERROR_MESSAGES } from '@qc/shared/errors';
import { redirect } from '@tanstack/react-router';
import { orpc } from './api-client.ts';
import { sessionQueryOptions } from './auth.ts';
import { queryClient } from './query-client.ts';
import { notifyGuard } from './toast.ts';
import { chooseEstablishment } from '@/stores/establishment-rules.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useProfileStore } from '@/stores/profile-store.ts';

/** How many establishments the first page of the user's list holds (the API allows 200). */
const ESTABLISHMENT_PAGE_SIZE = 200;

/** No answer at all from the server (a network failure), as opposed to an answer that refuses. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0;
}

/**
 * SPEC §2, in order: the session check; then the session and profile stored
 * locally (SPEC §4); then the user's establishments loaded and the selection
 * kept, replaced by the first, or cleared.
 */
export async function ensureAuthenticated(options: { href: string; preload: boolean }) {
  prefetchWithSession();
  const session = await queryClient.fetchQuery(sessionQueryOptions).catch((error: unknown) => {
    // Server unreachable (offline, or stopped): say so, with a retry, rather than send a signed-in
    // user to the login page with « Vous devez être connecté » (issue 19 item 1).
    if (isUnreachable(error)) throw error;
    return null;
  });
  if (!session) {
    if (!options.preload) notifyGuard(ERROR_MESSAGES.UNAUTHORIZED);
    throw redirect({ to: '/auth/login', search: { redirect: options.href } });
  }
  const user = await queryClient.ensureQueryData(orpc.users.self.queryOptions());
  if (options.preload) return { session, user };

  useProfileStore.getState().addProfile({
    session: {
      id: session.session.id,
      userId: session.session.userId,
      expiresAt: new Date(session.session.expiresAt).toISOString(),
    },
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
      permissions: user.permissions,
      clientId: user.clientId,
      establishmentId: user.establishmentId,
    },
  });
  await syncSelectedEstablishment(user.id);
  return { session, user };
}

/**
 * Issue 33 item 6: the profile and the first page of establishments leave with the session check
 * rather than after it (three round trips became one on a phone's link). The establishments need
 * the user's id: the one of the profile remembered on this device, which the session then confirms;
 * a guess that does not match (another account signed in since) only costs the unused read.
 * Prefetches never throw: a refused read is simply made again, in order, below.
 */
function prefetchWithSession() {
  void queryClient.prefetchQuery(orpc.users.self.queryOptions());
  const rememberedUserId = useProfileStore.getState().getActiveProfile()?.user.id;
  if (rememberedUserId) void queryClient.prefetchQuery(firstEstablishmentsPage(rememberedUserId));
}

function firstEstablishmentsPage(userId: string) {
  return orpc.establishments.listForUser.queryOptions({ input: { userId, pageSize: ESTABLISHMENT_PAGE_SIZE } });
}

async function syncSelectedEstablishment(userId: string) {
  const store = useEstablishmentStore.getState();
  const selected = store.selectedEstablishment;
  const firstPage = await queryClient.ensureQueryData(firstEstablishmentsPage(userId));
  let chosen = chooseEstablishment(selected, firstPage.items);
  // An ADMIN may have thousands: look the kept one up by name past the first page.
  if (selected && chosen?.id !== selected.id && firstPage.total > firstPage.items.length) {
    const found = await queryClient.ensureQueryData(
      orpc.establishments.listForUser.queryOptions({ input: { userId, search: selected.name, pageSize: 50 } }),
    );
    chosen = found.items.find((establishment) => establishment.id === selected.id) ?? chosen;
  }
  if (chosen) store.setSelectedEstablishment(chosen);
  else store.clearSelectedEstablishment();
}
