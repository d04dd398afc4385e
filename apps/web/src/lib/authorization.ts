import { ERROR_MESSAGES } from '@qc/shared/errors';
import { userHasPermission, type Permission, type PermissionHolder } from '@qc/shared/permissions';
import { redirect } from '@tanstack/react-router';
import { notifyGuard } from './toast.ts';

type GuardArgs = { context: { user?: PermissionHolder | null }; preload: boolean };

/**
 * SPEC §6 "Missing permission": toast and back home. For the `beforeLoad` of
 * every route of SPEC §2's administration table, e.g. `requirePermission('user:read')`.
 * A preload (hover) only redirects silently: the user has not asked yet.
 */
export function requirePermission(permission: Permission) {
  return ({ context, preload }: GuardArgs) => {
    if (userHasPermission(context.user, permission)) return;
    if (!preload) notifyGuard(ERROR_MESSAGES.FORBIDDEN);
    throw redirect({ to: '/' });
  };
}
