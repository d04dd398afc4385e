import type { Role } from './enums.ts';

/**
 * SPEC §6, verbatim: the permissions of each role. Permissions are
 * `entity:action` strings.
 */
export const SPEC_ROLE_PERMISSIONS = {
  ADMIN: [
    'user:read',
    'user:manage',
    'user:list-all',
    ...(['establishment', 'agreement', 'client', 'legal-entity', 'member'] as const).flatMap(
      (entity) => [`${entity}:read`, `${entity}:manage`, `${entity}:manage-admin`, `${entity}:delete`] as const,
    ),
  ],
  CLIENT_MASTER: (['client', 'legal-entity', 'establishment', 'agreement', 'member', 'user'] as const).flatMap(
    (entity) => [`${entity}:read`, `${entity}:manage`, `${entity}:delete`] as const,
  ),
  DIRECTOR: [
    'establishment:read',
    'establishment:manage',
    'agreement:read',
    'agreement:manage',
    'client:read',
    'member:read',
    'member:manage',
    'user:read',
  ],
  COLLABORATOR: ['establishment:read', 'client:read'],
} as const satisfies Record<Role, readonly string[]>;

const EVERYONE = ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR', 'COLLABORATOR'] as const;

/**
 * DESIGN §3: the permissions of the areas SPEC §6 leaves open.
 * `action-plan:update-own` is the COLLABORATOR's "own actions only (status,
 * progress, comment)"; `document:attach-evidence` its "evidence on answers only".
 */
export const AREA_PERMISSION_ROLES = {
  'form:read': EVERYONE,
  'library:read': EVERYONE,
  'evaluation:read': EVERYONE,
  'action-plan:read': EVERYONE,
  'report:read': EVERYONE,
  'document:read': EVERYONE,
  'form:manage': ['ADMIN', 'CLIENT_MASTER'],
  'library:manage': ['ADMIN'],
  'evaluation:answer': EVERYONE,
  'evaluation:complete': ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR'],
  'evaluation:reopen': ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR'],
  'action-plan:manage': ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR'],
  'action-plan:update-own': EVERYONE,
  'document:manage': ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR'],
  'document:attach-evidence': EVERYONE,
  'audit:read': ['ADMIN', 'CLIENT_MASTER'],
  // Issue 17 item 3 (ADR 030): everyone sees what is asked of her establishments; a DIRECTOR launches for hers.
  'campaign:read': EVERYONE,
  'campaign:manage': ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR'],
  // Issue 29 (ADR 036): members of an establishment declare and read what their row-level visibility allows; the
  // director and the group handle. An ADMIN of the platform is no member of a client: no access to event contents.
  'incident:declare': ['CLIENT_MASTER', 'DIRECTOR', 'COLLABORATOR'],
  'incident:read': ['CLIENT_MASTER', 'DIRECTOR', 'COLLABORATOR'],
  'incident:manage': ['CLIENT_MASTER', 'DIRECTOR'],
  // Issue 28 item 3 (ADR 042): the group and the director prepare surveys and read their anonymous results;
  // an ADMIN of the platform is no member of a client.
  'survey:manage': ['CLIENT_MASTER', 'DIRECTOR'],
  // Issue 27 item 4 (ADR 039): everyone reads her establishments' recurring obligations; the director and the group
  // plan them and close any occurrence (a collaborator closes those she is responsible for, checked in the
  // operation); only the group (and the platform) adds an obligation the library does not ship.
  'obligation:read': EVERYONE,
  'obligation:manage': ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR'],
  'obligation:define': ['ADMIN', 'CLIENT_MASTER'],
  // Issue 28 item 2 (ADR 044): the establishment's members read its projet d'évaluation; its director and the
  // group write and validate it. An ADMIN of the platform is no member of a client (as for surveys).
  'evaluation-project:read': ['CLIENT_MASTER', 'DIRECTOR', 'COLLABORATOR'],
  'evaluation-project:manage': ['CLIENT_MASTER', 'DIRECTOR'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = (typeof SPEC_ROLE_PERMISSIONS)[Role][number] | keyof typeof AREA_PERMISSION_ROLES;

export const ALL_PERMISSIONS: readonly Permission[] = [
  ...new Set<Permission>([
    ...Object.values(SPEC_ROLE_PERMISSIONS).flat(),
    ...(Object.keys(AREA_PERMISSION_ROLES) as Permission[]),
  ]),
].sort();

export function getRolePermissions(role: Role): Permission[] {
  const areaPermissions = (Object.keys(AREA_PERMISSION_ROLES) as (keyof typeof AREA_PERMISSION_ROLES)[]).filter(
    (permission) => (AREA_PERMISSION_ROLES[permission] as readonly Role[]).includes(role),
  );
  return [...SPEC_ROLE_PERMISSIONS[role], ...areaPermissions];
}

export type PermissionHolder = {
  roles?: readonly string[] | null;
  permissions?: readonly string[] | null;
};

/** SPEC §6: the union of the profile's own permissions and those of its roles. */
export function getUserPermissions(user: PermissionHolder): Set<Permission> {
  const result = new Set<Permission>();
  for (const permission of user.permissions ?? []) {
    if ((ALL_PERMISSIONS as readonly string[]).includes(permission)) result.add(permission as Permission);
  }
  for (const role of user.roles ?? []) {
    if (role in SPEC_ROLE_PERMISSIONS) {
      for (const permission of getRolePermissions(role as Role)) result.add(permission);
    }
  }
  return result;
}

export function userHasPermission(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  return user ? getUserPermissions(user).has(permission) : false;
}

export function userHasRole(user: PermissionHolder | null | undefined, role: Role): boolean {
  return Boolean(user?.roles?.includes(role));
}
