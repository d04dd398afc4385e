import type { ListResult } from '@qc/shared/common/list';
import type { Role } from '@qc/shared/enums';
import type { User, UserCreateInput, UserListQuery, UserUpdateInput } from '@qc/shared/users/schemas';
import { and, asc, count, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, establishments, user } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import type { Actor } from '../scope/actor.ts';
import { readPage, toIso } from '../common/pagination.ts';
import { wordsSearchWhere } from '../common/search-fold.ts';
import { sendInvitation, type InvitationDeps } from './invitation.ts';
import { conflict, fieldError, forbidden, notFound } from '../common/domain-errors.ts';

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

function toUser(row: UserRow): User {
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
function userScopeWhere(actor: Actor): SQL {
  if (actor.permissions.has('user:list-all')) return sql`true`;
  if (actor.clientId) return or(eq(user.clientId, actor.clientId), eq(user.id, actor.id)) as SQL;
  return eq(user.id, actor.id);
}

function selectUsers(db: Database) {
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

export async function listUsers(db: Database, actor: Actor, input: UserListQuery): Promise<ListResult<User>> {
  const where = and(
    userScopeWhere(actor),
    input.clientId ? eq(user.clientId, input.clientId) : undefined,
    input.establishmentId ? eq(user.establishmentId, input.establishmentId) : undefined,
    wordsSearchWhere(input.search, user.searchText),
  );
  const { rows, total } = await readPage(
    selectUsers(db).where(where).orderBy(asc(user.lastName), asc(user.firstName), asc(user.id)),
    db.select({ total: count() }).from(user).where(where),
    input,
  );
  return { items: rows.map(toUser), total };
}

type Assignment = { clientId: string | null; establishmentId: string | null };

/**
 * Decides the client and establishment of a created or edited user within
 * what the caller may grant: an ADMIN any client; anyone else only its own.
 */
async function resolveAssignment(
  db: Database,
  actor: Actor,
  requested: { clientId?: string | null | undefined; establishmentId?: string | null | undefined },
  current: Assignment,
  roles: readonly string[],
): Promise<Assignment> {
  let clientId = requested.clientId !== undefined ? requested.clientId : current.clientId;
  const establishmentId = requested.establishmentId !== undefined ? requested.establishmentId : current.establishmentId;
  if (!actor.isAdmin) {
    if (requested.clientId !== undefined && requested.clientId !== actor.clientId) forbidden(USER_ERRORS.otherClient);
    clientId = actor.clientId;
  }
  if (establishmentId) {
    const [found] = await db
      .select({ clientId: establishments.clientId })
      .from(establishments)
      .where(eq(establishments.id, establishmentId));
    if (!found || (clientId && found.clientId !== clientId))
      fieldError('establishmentId', USER_ERRORS.establishmentNotFound);
    if (!actor.isAdmin) {
      const scope = await actor.getScope();
      const isVisible =
        scope.kind === 'all' ||
        (scope.kind === 'client' && scope.clientId === found.clientId) ||
        (scope.kind === 'establishments' && scope.establishmentIds.includes(establishmentId));
      if (!isVisible) fieldError('establishmentId', USER_ERRORS.establishmentNotFound);
    }
    clientId ??= found.clientId;
  }
  if (clientId && requested.clientId !== undefined && actor.isAdmin) {
    const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!found) fieldError('clientId', USER_ERRORS.clientNotFound);
  }
  if (!clientId && !roles.includes('ADMIN')) fieldError('clientId', USER_ERRORS.clientRequired);
  return { clientId, establishmentId };
}

function assertGrantable(
  actor: Actor,
  input: { roles?: readonly string[] | undefined; permissions?: readonly string[] | undefined },
) {
  if (actor.isAdmin) return;
  if (input.roles?.includes('ADMIN')) forbidden(USER_ERRORS.adminRoleOnlyByAdmin);
  if (input.permissions && input.permissions.length > 0) forbidden(USER_ERRORS.permissionsOnlyByAdmin);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

async function assertEmailFree(db: Database, email: string, exceptId?: string) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing && existing.id !== exceptId) conflict(USER_ERRORS.emailTaken);
}

/** Creates the account and, in the same transaction, its invitation mail (issue 34 item 9). */
export async function createUser(
  db: Database,
  actor: Actor,
  input: UserCreateInput,
  context: { deps: InvitationDeps },
): Promise<User> {
  assertGrantable(actor, input);
  const roles = input.roles as Role[];
  const assignment = await resolveAssignment(db, actor, input, { clientId: null, establishmentId: null }, roles);
  await assertEmailFree(db, input.email);
  try {
    const id = await db.transaction(async (tx) => {
      const clientId = (row: { clientId: string | null }) => row.clientId;
      const created = await audited(tx, actor, { entity: 'user', action: 'create', clientId }, async () => {
        const [row] = await tx
          .insert(user)
          .values({
            name: `${input.firstName} ${input.lastName}`,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            emailVerified: false,
            roles,
            permissions: input.permissions ?? [],
            ...assignment,
          })
          .returning(USER_ROW);
        if (!row) throw new Error('insert returned nothing');
        return row;
      });
      await sendInvitation(tx, context.deps, created.id);
      return created.id;
    });
    return (await findUserById(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) conflict(USER_ERRORS.emailTaken);
    throw error;
  }
}

export async function updateUser(db: Database, actor: Actor, input: UserUpdateInput): Promise<User> {
  const existing = await findUserInScope(db, actor, input.id);
  if (!existing) notFound(USER_ERRORS.notFound);
  if (!actor.isAdmin && existing.roles.includes('ADMIN')) forbidden(USER_ERRORS.adminUserOnlyByAdmin);
  assertGrantable(actor, input);
  const roles = (input.roles ?? existing.roles) as Role[];
  const assignment = await resolveAssignment(db, actor, input, existing, roles);
  if (input.email && input.email !== existing.email) await assertEmailFree(db, input.email, existing.id);
  const firstName = input.firstName ?? existing.firstName;
  const lastName = input.lastName ?? existing.lastName;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select(USER_ROW).from(user).where(eq(user.id, existing.id)).for('update');
      const clientId = (row: { clientId: string | null }) => row.clientId;
      await audited(tx, actor, { entity: 'user', action: 'update', clientId, id: existing.id, before }, async () => {
        const [after] = await tx
          .update(user)
          .set({
            firstName,
            lastName,
            name: `${firstName} ${lastName}`,
            roles,
            ...(input.permissions !== undefined ? { permissions: input.permissions } : {}),
            ...(input.email && input.email !== existing.email ? { email: input.email, emailVerified: false } : {}),
            ...assignment,
          })
          .where(eq(user.id, existing.id))
          .returning(USER_ROW);
        return after;
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) conflict(USER_ERRORS.emailTaken);
    throw error;
  }
  return (await findUserById(db, existing.id))!;
}

export async function deleteUser(db: Database, actor: Actor, id: string): Promise<void> {
  const existing = await findUserInScope(db, actor, id);
  if (!existing) notFound(USER_ERRORS.notFound);
  if (existing.id === actor.id) fieldError('id', USER_ERRORS.deleteSelf);
  if (!actor.isAdmin && existing.roles.includes('ADMIN')) forbidden(USER_ERRORS.adminUserOnlyByAdmin);
  await db.transaction(async (tx) => {
    const clientId = (row: { clientId: string | null }) => row.clientId;
    await audited(tx, actor, { entity: 'user', action: 'delete', clientId, id }, async () => {
      const [before] = await tx.delete(user).where(eq(user.id, id)).returning(USER_ROW);
      return before;
    });
  });
}
