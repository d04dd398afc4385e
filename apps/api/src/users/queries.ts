import type { Role } from '@qc/shared/enums';
import type { User } from '@qc/shared/users/schemas';
import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor } from '../scope/actor.ts';
import { toIso } from '../common/dates.ts';

export const USER_ERRORS = {
  notFound: 'Utilisateur introuvable',
  emailTaken: 'Un utilisateur existe déjà avec cet email',
  adminRoleOnlyByAdmin: 'Seul un administrateur peut attribuer le rôle Administrateur',
  permissionsOnlyByAdmin: 'Seul un administrateur peut attribuer des permissions supplémentaires',
  adminUserOnlyByAdmin: 'Seul un administrateur peut modifier ou supprimer un administrateur',
  otherClient: 'Vous ne pouvez gérer que les utilisateurs de votre client',
  clientRequired: 'Veuillez sélectionner un client',
  clientNotFound: 'Client introuvable',
  establishmentNotFound: 'Établissement introuvable pour ce client',
  deleteSelf: 'Utilisez la page « Mon compte » pour supprimer votre propre compte',
} as const;

/** A user's row as written and audited: `search_text` is derived from it (issue 34 item 7), not a fact to record. */
export const USER_ROW = (({ searchText: _derived, ...columns }) => columns)(getTableColumns(user));

const userColumns = {
  user: USER_ROW,
  clientName: clients.name,
  establishmentName: establishments.name,
};

type UserRow = {
  user: Omit<typeof user.$inferSelect, 'searchText'>;
  clientName: string | null;
  establishmentName: string | null;
};

export function toUser(row: UserRow): User {
  const u = row.user;
  return {
    id: u.id,
    name: u.name,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    emailVerified: u.emailVerified,
    image: u.image,
    roles: u.roles as Role[],
    permissions: u.permissions,
    createdAt: toIso(u.createdAt),
    updatedAt: toIso(u.updatedAt),
    clientId: u.clientId,
    clientName: row.clientName,
    establishmentId: u.establishmentId,
    establishmentName: row.establishmentName,
  };
}

/** DESIGN §3: every user with user:list-all, else the users of the caller's client (and always oneself). */
export function userScopeWhere(actor: Actor): SQL {
  if (actor.permissions.has('user:list-all')) return sql`true`;
  if (actor.clientId) return or(eq(user.clientId, actor.clientId), eq(user.id, actor.id)) as SQL;
  return eq(user.id, actor.id);
}

export function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(user)
    .leftJoin(clients, eq(clients.id, user.clientId))
    .leftJoin(establishments, eq(establishments.id, user.establishmentId));
}

export async function findUserById(db: Database, id: string): Promise<User | null> {
  const [row] = await selectUsers(db).where(eq(user.id, id));
  return row ? toUser(row) : null;
}

export async function findUserInScope(db: Database, actor: Actor, id: string): Promise<User | null> {
  const [row] = await selectUsers(db).where(and(eq(user.id, id), userScopeWhere(actor)));
  return row ? toUser(row) : null;
}
