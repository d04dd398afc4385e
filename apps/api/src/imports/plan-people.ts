import { IMPORT_MESSAGES } from '@qc/shared/imports/schemas';
import { MEMBER_ERRORS } from '../members/member-rules.ts';
import { USER_ERRORS } from '../users/queries.ts';
import type { MemberRecord } from './client-state.ts';
import type { MemberRow, UserRow } from './parse-people.ts';
import { diff, nameKey, refuse, type Planning, type Reference, type ResolveEstablishment } from './planning.ts';
import { groupBy } from '../common/group-by.ts';

/** Users, by e-mail; returns the file's users by e-mail. */
export function planUsers(
  { plan, counts, state, actor, clientId }: Planning,
  rows: UserRow[],
  resolveEstablishment: ResolveEstablishment,
): Map<string, Reference> {
  const usersByEmail = new Map(state.users.map((row) => [row.email, row]));
  const fileUsers = new Map<string, Reference>();
  for (const row of rows) {
    const email = row.key;
    if (email) {
      const first = fileUsers.get(email);
      if (first) refuse('users', row, 'email', IMPORT_MESSAGES.duplicateInFile('Cet email', first.line));
      else fileUsers.set(email, { line: row.line, id: null });
    }
    const current = email ? usersByEmail.get(email) : undefined;
    if (current && current.clientId !== clientId) refuse('users', row, 'email', USER_ERRORS.emailTaken);
    if (current && !actor.isAdmin && current.roles.includes('ADMIN')) {
      refuse('users', row, 'email', USER_ERRORS.adminUserOnlyByAdmin);
    }
    if (!actor.isAdmin && row.values?.roles.includes('ADMIN'))
      refuse('users', row, 'roles', USER_ERRORS.adminRoleOnlyByAdmin);
    let establishmentId: string | null = null;
    if (row.establishmentSiret) {
      const found = resolveEstablishment(row.establishmentSiret);
      if ('id' in found) establishmentId = found.id;
      else refuse('users', row, 'establishmentSiret', found.message);
    }
    if (row.issues.length > 0 || !row.values) {
      counts.users.invalid++;
      continue;
    }
    if (!current) {
      const id = crypto.randomUUID();
      plan.users.create.push({ id, establishmentId, ...row.values });
      fileUsers.set(row.values.email, { line: row.line, id });
      counts.users.create++;
    } else {
      fileUsers.set(row.values.email, { line: row.line, id: current.id });
      const { email: _email, ...fields } = row.values;
      // The establishment is changed only when the file names one: an empty cell keeps the current one.
      const next = { ...fields, ...(establishmentId ? { establishmentId } : {}) };
      const changes = diff(current, next);
      if (Object.keys(changes).length === 0) counts.users.unchanged++;
      else {
        plan.users.update.push({ id: current.id, changes, before: current });
        counts.users.update++;
      }
    }
  }
  return fileUsers;
}

/** Members, by their account's e-mail, else by name, and their establishments. */
export function planMembers(
  { plan, counts, state, actor, clientId }: Planning,
  rows: MemberRow[],
  fileUsers: Map<string, Reference>,
  resolveEstablishment: ResolveEstablishment,
) {
  const usersOfClient = new Map(
    state.users.filter((row) => row.clientId === clientId).map((row) => [row.email, row] as const),
  );
  const membersByUser = new Map(state.members.filter((row) => row.userId).map((row) => [row.userId!, row]));
  const membersByName = groupBy(state.members, (row) => nameKey(row.firstName, row.lastName));
  const fileMembers = new Map<string, number>();
  for (const row of rows) {
    const key = row.email ?? (row.values ? nameKey(row.values.firstName, row.values.lastName) : null);
    if (key) {
      const first = fileMembers.get(key);
      if (first) {
        refuse('members', row, row.email ? 'email' : 'lastName', IMPORT_MESSAGES.duplicateInFile('Ce membre', first));
      } else fileMembers.set(key, row.line);
    }
    let userId: string | null = null;
    if (row.email) {
      const inFile = fileUsers.get(row.email);
      const inClient = usersOfClient.get(row.email);
      if (inFile && !inFile.id) refuse('members', row, 'email', IMPORT_MESSAGES.userInError(row.email, inFile.line));
      else if (inFile?.id) userId = inFile.id;
      else if (inClient) userId = inClient.id;
      else refuse('members', row, 'email', IMPORT_MESSAGES.userUnknown(row.email));
      if (inClient && !actor.isAdmin && inClient.roles.includes('ADMIN')) {
        refuse('members', row, 'email', USER_ERRORS.adminUserOnlyByAdmin);
      }
    }
    const establishmentIds: string[] = [];
    for (const siret of row.establishmentSirets) {
      const found = resolveEstablishment(siret);
      if ('id' in found) establishmentIds.push(found.id);
      else refuse('members', row, 'establishmentSirets', found.message);
    }
    // The member this row is: the one its account already is, else the one of that name (not bound to another account).
    let current: MemberRecord | undefined = userId ? membersByUser.get(userId) : undefined;
    if (!current && row.values) {
      const named = (membersByName.get(nameKey(row.values.firstName, row.values.lastName)) ?? []).filter(
        (member) => !row.email || !member.userId,
      );
      if (named.length > 1) refuse('members', row, 'lastName', IMPORT_MESSAGES.ambiguousMember);
      current = named.length === 1 ? named[0] : undefined;
    }
    if (current && userId && current.userId && current.userId !== userId) {
      refuse('members', row, 'email', MEMBER_ERRORS.userTaken);
    }
    if (row.issues.length > 0 || !row.values) {
      counts.members.invalid++;
      continue;
    }
    let memberId: string;
    if (!current) {
      memberId = crypto.randomUUID();
      plan.members.create.push({ id: memberId, userId, ...row.values });
      counts.members.create++;
    } else {
      memberId = current.id;
      const changes = diff(current, { ...row.values, ...(userId ? { userId } : {}) });
      if (Object.keys(changes).length === 0) counts.members.unchanged++;
      else {
        plan.members.update.push({ id: current.id, changes, before: current });
        counts.members.update++;
      }
    }
    for (const establishmentId of establishmentIds) {
      if (!state.links.has(`${establishmentId}:${memberId}`)) {
        plan.links.push({ establishmentId, effectiveMemberId: memberId });
      }
    }
  }
}
