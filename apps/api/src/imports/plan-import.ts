import { foldHeader, headerOfField, type ImportKind } from '@qc/shared/imports/columns';
import { IMPORT_MESSAGES, type ImportIssue, type ImportTableSummary } from '@qc/shared/imports/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers, establishments, legalEntities, user } from '../db/schema.ts';
import { MEMBER_ERRORS } from '../members/member-rules.ts';
import type { Actor } from '../scope/actor.ts';
import { USER_ERRORS } from '../users/service.ts';
import type { EstablishmentRow, LegalEntityRow } from './parse-entities.ts';
import type { MemberRow, UserRow } from './parse-people.ts';
import type { ParsedTables } from './parse-rows.ts';

type Executor = Pick<Database, 'select'>;
type LegalEntityRecord = typeof legalEntities.$inferSelect;
type EstablishmentRecord = typeof establishments.$inferSelect;
type MemberRecord = typeof effectiveMembers.$inferSelect;
type UserRecord = Pick<
  typeof user.$inferSelect,
  'id' | 'email' | 'clientId' | 'roles' | 'firstName' | 'lastName' | 'establishmentId'
>;

/** What the client already has, read in a handful of queries whatever the file's size (no query per row). */
export type ClientState = {
  legalEntities: LegalEntityRecord[];
  establishments: EstablishmentRecord[];
  members: MemberRecord[];
  /** The users the file names by e-mail, of any client (an e-mail is one account), and the client's linked users. */
  users: UserRecord[];
  links: Set<string>;
};

const USER_COLUMNS = {
  id: user.id,
  email: user.email,
  clientId: user.clientId,
  roles: user.roles,
  firstName: user.firstName,
  lastName: user.lastName,
  establishmentId: user.establishmentId,
};

export async function loadClientState(db: Executor, clientId: string, emails: string[]): Promise<ClientState> {
  const [entityRows, establishmentRows, memberRows] = [
    await db.select().from(legalEntities).where(eq(legalEntities.clientId, clientId)),
    await db.select().from(establishments).where(eq(establishments.clientId, clientId)),
    await db.select().from(effectiveMembers).where(eq(effectiveMembers.clientId, clientId)),
  ];
  const users: UserRecord[] = await db.select(USER_COLUMNS).from(user).where(eq(user.clientId, clientId));
  const known = new Set(users.map((row) => row.email));
  const others = emails.filter((email) => !known.has(email));
  if (others.length > 0) {
    // One statement whatever their number: the e-mails as one JSON parameter (bind parameters are capped at 65,535).
    const list = sql`(select jsonb_array_elements_text(${JSON.stringify(others)}::jsonb))`;
    users.push(
      ...(await db
        .select(USER_COLUMNS)
        .from(user)
        .where(sql`${user.email} in ${list}`)),
    );
  }
  const linkRows = await db
    .select({ establishmentId: establishmentMembers.establishmentId, memberId: establishmentMembers.effectiveMemberId })
    .from(establishmentMembers)
    .innerJoin(effectiveMembers, eq(effectiveMembers.id, establishmentMembers.effectiveMemberId))
    .where(and(eq(effectiveMembers.clientId, clientId)));
  return {
    legalEntities: entityRows,
    establishments: establishmentRows,
    members: memberRows,
    users,
    links: new Set(linkRows.map((link) => `${link.establishmentId}:${link.memberId}`)),
  };
}

type Change<TValues> = { id: string; changes: Partial<TValues>; before: unknown };

export type ImportPlan = {
  legalEntities: {
    create: Array<{ id: string } & NonNullable<LegalEntityRow['values']>>;
    update: Change<NonNullable<LegalEntityRow['values']>>[];
  };
  establishments: {
    create: Array<
      { id: string; legalEntityId: string } & NonNullable<EstablishmentRow['values']> &
        Partial<NonNullable<EstablishmentRow['profile']>>
    >;
    update: Change<Record<string, unknown>>[];
  };
  users: {
    create: Array<{ id: string; establishmentId: string | null } & NonNullable<UserRow['values']>>;
    update: Change<Record<string, unknown>>[];
  };
  members: {
    create: Array<{ id: string; userId: string | null } & NonNullable<MemberRow['values']>>;
    update: Change<Record<string, unknown>>[];
  };
  links: Array<{ establishmentId: string; effectiveMemberId: string }>;
  issues: ImportIssue[];
  tables: ImportTableSummary[];
};

/** The fields of `next` that differ from `current` (arrays and JSON compared by value). */
function diff(current: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const before = current[key] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(value ?? null)) changes[key] = value ?? null;
  }
  return changes;
}

const nameKey = (firstName: string, lastName: string) => `${foldHeader(firstName)} ${foldHeader(lastName)}`;

type Counter = { create: number; update: number; unchanged: number; invalid: number };
const counter = (): Counter => ({ create: 0, update: 0, unchanged: 0, invalid: 0 });

/** A reference to a row of the file: its line, and its id once the row is valid (null while in error). */
type Reference = { line: number; id: string | null };

/**
 * Issue 32: the dry run. Every row is matched to what the client has (SIREN, SIRET, e-mail; a member without e-mail
 * by name), checked against the other rows of the file (duplicates, references between sheets) and against the
 * rules of the create operations (who may grant ADMIN, one account per e-mail), and ends up created, updated,
 * unchanged or refused with its issues. A row referring to a refused row is refused too, saying which.
 */
export function planImport(parsed: ParsedTables, state: ClientState, actor: Actor, clientId: string): ImportPlan {
  const plan: ImportPlan = {
    legalEntities: { create: [], update: [] },
    establishments: { create: [], update: [] },
    users: { create: [], update: [] },
    members: { create: [], update: [] },
    links: [],
    issues: [...parsed.fileIssues],
    tables: [],
  };
  const counts: Record<ImportKind, Counter> = {
    legalEntities: counter(),
    establishments: counter(),
    members: counter(),
    users: counter(),
  };
  const refuse = (
    kind: ImportKind,
    row: { sheet: string; line: number; issues: ImportIssue[] },
    field: string,
    message: string,
  ) => row.issues.push({ sheet: row.sheet, line: row.line, column: field ? headerOfField(kind, field) : '', message });

  // ── Legal entities, by SIREN ──
  const entitiesBySiren = groupBy(state.legalEntities, (row) => row.siren);
  const fileEntities = new Map<string, Reference>();
  for (const row of parsed.legalEntities) {
    const siren = row.key;
    if (siren) {
      const first = fileEntities.get(siren);
      if (first) refuse('legalEntities', row, 'siren', IMPORT_MESSAGES.duplicateInFile('Ce SIREN', first.line));
      else fileEntities.set(siren, { line: row.line, id: null });
    }
    const existing = siren ? (entitiesBySiren.get(siren) ?? []) : [];
    if (existing.length > 1) refuse('legalEntities', row, 'siren', IMPORT_MESSAGES.ambiguousLegalEntity(siren!));
    if (row.issues.length > 0 || !row.values) {
      counts.legalEntities.invalid++;
      continue;
    }
    const current = existing[0];
    if (!current) {
      const id = crypto.randomUUID();
      plan.legalEntities.create.push({ id, ...row.values });
      fileEntities.set(row.values.siren, { line: row.line, id });
      counts.legalEntities.create++;
    } else {
      fileEntities.set(row.values.siren, { line: row.line, id: current.id });
      const changes = diff(current, row.values);
      if (Object.keys(changes).length === 0) counts.legalEntities.unchanged++;
      else {
        plan.legalEntities.update.push({ id: current.id, changes, before: current });
        counts.legalEntities.update++;
      }
    }
  }

  // ── Establishments, by SIRET ──
  const establishmentsBySiret = groupBy(state.establishments, (row) => row.siret);
  const fileEstablishments = new Map<string, Reference>();
  for (const row of parsed.establishments) {
    const siret = row.key;
    if (siret) {
      const first = fileEstablishments.get(siret);
      if (first) refuse('establishments', row, 'siret', IMPORT_MESSAGES.duplicateInFile('Ce SIRET', first.line));
      else fileEstablishments.set(siret, { line: row.line, id: null });
    }
    let legalEntityId: string | null = null;
    const siren = row.legalEntitySiren;
    if (siren) {
      const inFile = fileEntities.get(siren);
      const inClient = entitiesBySiren.get(siren) ?? [];
      if (inFile && !inFile.id) {
        refuse('establishments', row, 'legalEntitySiren', IMPORT_MESSAGES.legalEntityInError(siren, inFile.line));
      } else if (inFile) legalEntityId = inFile.id;
      else if (inClient.length === 1) legalEntityId = inClient[0]!.id;
      else if (inClient.length > 1)
        refuse('establishments', row, 'legalEntitySiren', IMPORT_MESSAGES.ambiguousLegalEntity(siren));
      else refuse('establishments', row, 'legalEntitySiren', IMPORT_MESSAGES.legalEntityUnknown(siren));
    }
    const existing = siret ? (establishmentsBySiret.get(siret) ?? []) : [];
    if (existing.length > 1) refuse('establishments', row, 'siret', IMPORT_MESSAGES.ambiguousEstablishment(siret!));
    const current = existing[0];
    if (current && legalEntityId && current.legalEntityId !== legalEntityId) {
      refuse('establishments', row, 'legalEntitySiren', IMPORT_MESSAGES.establishmentOtherLegalEntity);
    }
    if (row.issues.length > 0 || !row.values || !legalEntityId) {
      counts.establishments.invalid++;
      continue;
    }
    const fields = { ...row.values, lastAssembly: row.values.lastAssembly ?? null, ...(row.profile ?? {}) };
    if (!current) {
      const id = crypto.randomUUID();
      plan.establishments.create.push({ id, legalEntityId, ...fields });
      fileEstablishments.set(row.values.siret, { line: row.line, id });
      counts.establishments.create++;
    } else {
      fileEstablishments.set(row.values.siret, { line: row.line, id: current.id });
      const changes = diff(current, fields);
      if (Object.keys(changes).length === 0) counts.establishments.unchanged++;
      else {
        plan.establishments.update.push({ id: current.id, changes, before: current });
        counts.establishments.update++;
      }
    }
  }
  const establishmentsInClient = new Map(state.establishments.map((row) => [row.siret, row.id]));
  /** An establishment of the file (valid) or of the client, else the refusal to write. */
  const resolveEstablishment = (siret: string): { id: string } | { message: string } => {
    const inFile = fileEstablishments.get(siret);
    if (inFile?.id) return { id: inFile.id };
    if (inFile) return { message: IMPORT_MESSAGES.establishmentInError(siret, inFile.line) };
    const id = establishmentsInClient.get(siret);
    return id ? { id } : { message: IMPORT_MESSAGES.establishmentUnknown(siret) };
  };

  // ── Users, by e-mail ──
  const usersByEmail = new Map(state.users.map((row) => [row.email, row]));
  const fileUsers = new Map<string, Reference>();
  for (const row of parsed.users) {
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

  // ── Members, by their account's e-mail, else by name ──
  const usersOfClient = new Map(
    state.users.filter((row) => row.clientId === clientId).map((row) => [row.email, row] as const),
  );
  const membersByUser = new Map(state.members.filter((row) => row.userId).map((row) => [row.userId!, row]));
  const membersByName = groupBy(state.members, (row) => nameKey(row.firstName, row.lastName));
  const fileMembers = new Map<string, number>();
  for (const row of parsed.members) {
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

  const rowsOf = {
    legalEntities: parsed.legalEntities,
    establishments: parsed.establishments,
    members: parsed.members,
    users: parsed.users,
  };
  for (const kind of ['legalEntities', 'establishments', 'members', 'users'] as const) {
    const sheet = parsed.sheets[kind];
    if (!sheet) continue;
    plan.tables.push({ kind, sheet, rows: rowsOf[kind].length, ...counts[kind] });
    for (const row of rowsOf[kind]) plan.issues.push(...row.issues);
  }
  return plan;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
