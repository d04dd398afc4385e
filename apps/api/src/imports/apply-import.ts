import { IMPORT_MESSAGES, type ImportFileInput, type ImportReport } from '@qc/shared/imports/schemas';
import type { Role } from '@qc/shared/enums';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../audit/audit.ts';
import { fieldError } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import type { AuthedContext } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { buildInvitationMail } from '../users/invitation.ts';
import { emailsOf, parseImportFile, readImportFile, reportOf, resolveImportClient } from './import-file.ts';
import { loadClientState } from './client-state.ts';
import { planImport } from './plan-import.ts';
import type { ImportPlan } from './planning.ts';

const CHUNK = 500;

async function insertAll<T>(rows: readonly T[], insert: (part: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += CHUNK) await insert(rows.slice(index, index + CHUNK));
}

type RowUpdate = { id: string; set: Record<string, unknown> };

/**
 * The changed rows of a table, in batches rather than one statement each: the rows that change the same columns
 * go together, `UPDATE … SET col = v.col FROM (VALUES (id, value…), …) AS v WHERE table.id = v.id`, each value sent
 * as a parameter encoded by its column (JSON, arrays, dates) and cast to the column's type. A file usually changes
 * a few kinds of columns, so a few statements whatever the number of rows.
 */
async function updateAll(tx: Transaction, table: PgTable & { id: PgColumn }, rows: readonly RowUpdate[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const groups = new Map<string, RowUpdate[]>();
  for (const row of rows) {
    const key = Object.keys(row.set).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const [key, group] of groups) {
    const fields = key.split(',').map((field) => {
      const column = columns[field];
      if (!column) throw new Error(`Import : colonne inconnue ${field}`);
      return { field, column, name: sql.identifier(column.name), type: sql.raw(column.getSQLType()) };
    });
    await insertAll(group, (part) => {
      const values = part.map(
        (row) =>
          sql`(${row.id}::text, ${sql.join(
            fields.map(({ field, column, type }) => sql`${sql.param(row.set[field] ?? null, column)}::${type}`),
            sql`, `,
          )})`,
      );
      const statement: SQL = sql`update ${table} set ${sql.join(
        fields.map(({ name }) => sql`${name} = v.${name}`),
        sql`, `,
      )} from (values ${sql.join(values, sql`, `)}) as v(id, ${sql.join(
        fields.map(({ name }) => name),
        sql`, `,
      )}) where ${table.id} = v.id`;
      return tx.execute(statement);
    });
  }
}

/**
 * Issue 32: « Importer » applies every valid row of the file in one transaction, or nothing (ADR 039). The
 * file is checked again inside the transaction, against the database as it is then, the client's row locked so that
 * two imports into one client take turns (the second sees what the first wrote: re-importing changes nothing).
 * Inserts and updates go in batches, never one statement per row (updateAll). Audited as one
 * operation with its counts; each created account gets its invitation through the outbox, like a user created alone.
 */
export async function applyImport(
  db: Database,
  actor: Actor,
  input: ImportFileInput,
  context: Pick<AuthedContext, 'deps'>,
): Promise<ImportReport> {
  const client = await resolveImportClient(db, actor, input.clientId);
  const read = await readImportFile(input.file);
  const parsed = await parseImportFile(read);
  const plan = await db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, client.id)).for('no key update');
    const state = await loadClientState(tx, client.id, emailsOf(parsed));
    const planned = planImport(parsed, state, actor, client.id);
    const valid = planned.tables.reduce((sum, table) => sum + table.rows - table.invalid, 0);
    if (valid === 0) fieldError('file', IMPORT_MESSAGES.nothingToImport);
    await write(tx, client.id, planned, state.establishments, context);
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: client.id,
      entity: 'import',
      entityId: crypto.randomUUID(),
      action: 'create',
      after: {
        fileName: read.fileName,
        format: read.format,
        tables: planned.tables,
        linksCreated: planned.links.length,
        issues: planned.issues.length,
      },
    });
    return planned;
  });
  return reportOf(client, read, plan, true);
}

async function write(
  tx: Transaction,
  clientId: string,
  plan: ImportPlan,
  existingEstablishments: ReadonlyArray<{ id: string; name: string }>,
  context: Pick<AuthedContext, 'deps'>,
) {
  const now = new Date();
  await insertAll(plan.legalEntities.create, (part) =>
    tx.insert(legalEntities).values(part.map((row) => ({ ...row, clientId }))),
  );
  await updateAll(
    tx,
    legalEntities,
    plan.legalEntities.update.map(({ id, changes }) => ({ id, set: { ...changes, updatedAt: now } })),
  );
  await insertAll(plan.establishments.create, (part) =>
    tx.insert(establishments).values(part.map((row) => ({ ...row, clientId }))),
  );
  await updateAll(
    tx,
    establishments,
    plan.establishments.update.map(({ id, changes }) => ({ id, set: { ...changes, updatedAt: now } })),
  );
  await insertAll(plan.users.create, (part) =>
    tx.insert(user).values(
      part.map((row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        emailVerified: false,
        roles: row.roles,
        permissions: [],
        clientId,
        establishmentId: row.establishmentId,
      })),
    ),
  );
  await updateAll(
    tx,
    user,
    plan.users.update.map(({ id, changes, before }) => {
      const current = before as { firstName: string; lastName: string };
      const firstName = (changes.firstName as string | undefined) ?? current.firstName;
      const lastName = (changes.lastName as string | undefined) ?? current.lastName;
      return { id, set: { ...changes, name: `${firstName} ${lastName}`, updatedAt: now } };
    }),
  );
  await insertAll(plan.members.create, (part) =>
    tx.insert(effectiveMembers).values(part.map((row) => ({ ...row, clientId }))),
  );
  await updateAll(
    tx,
    effectiveMembers,
    plan.members.update.map(({ id, changes }) => ({ id, set: { ...changes, updatedAt: now } })),
  );
  await insertAll(plan.links, (part) => tx.insert(establishmentMembers).values(part).onConflictDoNothing());
  await invite(tx, clientId, plan, existingEstablishments, context);
}

/** The invitation of each account created, naming its sites (its establishment and its member's links). */
async function invite(
  tx: Transaction,
  clientId: string,
  plan: ImportPlan,
  existingEstablishments: ReadonlyArray<{ id: string; name: string }>,
  context: Pick<AuthedContext, 'deps'>,
) {
  if (plan.users.create.length === 0) return;
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  const names = new Map<string, string>(existingEstablishments.map((row) => [row.id, row.name]));
  for (const row of plan.establishments.create) names.set(row.id, row.name);
  const memberOfUser = new Map(plan.members.create.filter((row) => row.userId).map((row) => [row.userId!, row.id]));
  const sitesOfMember = new Map<string, string[]>();
  for (const link of plan.links) {
    const sites = sitesOfMember.get(link.effectiveMemberId) ?? [];
    sites.push(link.establishmentId);
    sitesOfMember.set(link.effectiveMemberId, sites);
  }
  const mails = plan.users.create.map((row) => {
    const sites = new Set<string>(sitesOfMember.get(memberOfUser.get(row.id) ?? '') ?? []);
    if (row.establishmentId) sites.add(row.establishmentId);
    return buildInvitationMail(
      {
        firstName: row.firstName,
        email: row.email,
        roles: row.roles as Role[],
        clientName: client?.name ?? null,
        establishmentNames: [...sites]
          .map((id) => names.get(id) ?? '')
          .filter(Boolean)
          .sort(),
      },
      context.deps.publicUrl,
    );
  });
  const { mailer } = context.deps;
  if (mailer.sendMany) await mailer.sendMany(mails, { tx });
  else for (const mail of mails) await mailer.send(mail, { tx });
}
