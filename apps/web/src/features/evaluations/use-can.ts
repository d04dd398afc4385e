import { userHasPermission, type Permission } from '@qc/shared/permissions';
import { useCurrentUser } from '@/lib/use-current-user.ts';

/** Whether the signed-in user holds a permission: buttons show only what the server would allow. */
export function useCan(permission: Permission): boolean {
  return userHasPermission(useCurrentUser(), permission);
}
