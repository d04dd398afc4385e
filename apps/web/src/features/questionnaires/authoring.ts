import { userHasPermission, type PermissionHolder } from '@qc/shared/permissions';
import { requirePermission } from '@/lib/authorization.ts';

/**
 * DESIGN §3: shared items (no client) need library:manage, a client's own items
 * form:manage. The server checks the scope anyway; this only hides the buttons.
 */
export function canAuthor(user: PermissionHolder | null | undefined, clientId: string | null): boolean {
  return userHasPermission(user, clientId === null ? 'library:manage' : 'form:manage');
}

/** Whether the user may create anything at all (a shared or a client item). */
export function canCreate(user: PermissionHolder | null | undefined): boolean {
  return userHasPermission(user, 'form:manage') || userHasPermission(user, 'library:manage');
}

type GuardArgs = Parameters<ReturnType<typeof requirePermission>>[0];

/** `beforeLoad` of the create routes: form:manage or library:manage, else SPEC §6's toast and home. */
export function requireAuthoring(args: GuardArgs) {
  if (userHasPermission(args.context.user, 'library:manage')) return;
  requirePermission('form:manage')(args);
}
