import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './enums.ts';
import { PROCEDURE_PERMISSIONS } from './procedure-permissions.ts';
import { getUserPermissions, SPEC_ROLE_PERMISSIONS, userHasPermission } from './permissions.ts';

describe('SPEC §6 role permissions', () => {
  it('gives each role exactly the SPEC table', () => {
    // The SPEC §6 table as it reads: for each role, entities and the actions they all get.
    const table: Record<Role, [string[], string[]][]> = {
      ADMIN: [
        [['user'], ['read', 'manage', 'list-all']],
        [
          ['establishment', 'agreement', 'client', 'legal-entity', 'member'],
          ['read', 'manage', 'manage-admin', 'delete'],
        ],
      ],
      CLIENT_MASTER: [
        [
          ['client', 'legal-entity', 'establishment', 'agreement', 'member', 'user'],
          ['read', 'manage', 'delete'],
        ],
      ],
      DIRECTOR: [
        [
          ['establishment', 'agreement', 'member'],
          ['read', 'manage'],
        ],
        [['client', 'user'], ['read']],
      ],
      COLLABORATOR: [[['establishment', 'client'], ['read']]],
    };
    for (const role of ROLES) {
      const expected = table[role].flatMap(([entities, actions]) =>
        entities.flatMap((e) => actions.map((a) => `${e}:${a}`)),
      );
      expect(new Set(SPEC_ROLE_PERMISSIONS[role]), role).toEqual(new Set(expected));
    }
  });

  it('gives no user:delete to the ADMIN and no manage-admin or list-all to the CLIENT_MASTER', () => {
    expect(userHasPermission({ roles: ['ADMIN'] }, 'user:delete' as never)).toBe(false);
    expect(userHasPermission({ roles: ['CLIENT_MASTER'] }, 'client:manage-admin')).toBe(false);
    expect(userHasPermission({ roles: ['CLIENT_MASTER'] }, 'user:list-all')).toBe(false);
  });

  it("unites the profile's own permissions with its roles'", () => {
    const permissions = getUserPermissions({ roles: ['COLLABORATOR'], permissions: ['user:read'] });
    expect(permissions.has('user:read')).toBe(true);
    expect(permissions.has('establishment:read')).toBe(true);
    expect(permissions.has('user:manage')).toBe(false);
    const both = getUserPermissions({ roles: ['COLLABORATOR', 'DIRECTOR'] });
    expect(both.has('member:manage')).toBe(true);
  });

  it('ignores unknown roles and permissions', () => {
    expect(getUserPermissions({ roles: ['ROOT'], permissions: ['everything'] }).size).toBe(0);
    expect(userHasPermission(null, 'user:read')).toBe(false);
  });

  it('applies the DESIGN §3 table to the other areas', () => {
    expect(userHasPermission({ roles: ['COLLABORATOR'] }, 'evaluation:answer')).toBe(true);
    expect(userHasPermission({ roles: ['COLLABORATOR'] }, 'evaluation:complete')).toBe(false);
    expect(userHasPermission({ roles: ['CLIENT_MASTER'] }, 'library:manage')).toBe(false);
    expect(userHasPermission({ roles: ['ADMIN'] }, 'library:manage')).toBe(true);
    expect(userHasPermission({ roles: ['DIRECTOR'] }, 'audit:read')).toBe(false);
    // Issue 17 item 3 (ADR 030): everyone sees what is asked; a DIRECTOR launches for her sites, a COLLABORATOR does not.
    expect(userHasPermission({ roles: ['COLLABORATOR'] }, 'campaign:read')).toBe(true);
    expect(userHasPermission({ roles: ['COLLABORATOR'] }, 'campaign:manage')).toBe(false);
    expect(userHasPermission({ roles: ['DIRECTOR'] }, 'campaign:manage')).toBe(true);
  });

  it('names a permission for every call of DESIGN §3', () => {
    expect(PROCEDURE_PERMISSIONS['clients.create']).toStrictEqual(['client:manage-admin']);
    expect(PROCEDURE_PERMISSIONS['clients.remove']).toStrictEqual(['client:manage-admin']);
    expect(PROCEDURE_PERMISSIONS['users.remove']).toStrictEqual(['user:manage']);
    expect(PROCEDURE_PERMISSIONS['establishments.listMembers']).toStrictEqual(['establishment:read']);
    expect(PROCEDURE_PERMISSIONS['members.list']).toStrictEqual(['member:read']);
    expect(PROCEDURE_PERMISSIONS['members.convertToUser']).toStrictEqual(['member:manage', 'user:manage']);
  });
});
