import { and, eq, NoopLogger } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { effectiveMembers } from '../src/db/schema-members.ts';
import { establishments, legalEntities } from '../src/db/schema.ts';
import { user } from '../src/db/schema-auth.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { groupSheets, workbook, type Sheets } from './support/imports.ts';
import { postMultipart } from './support/requests.ts';

const { t, tenants, cookies } = useFileContext(() => openTenantsContext({ signIn: ['masterA'] }), 120_000);

/** Every statement Drizzle sends while `run` runs, but the mail outbox worker's own (it polls on its timer). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const original = NoopLogger.prototype.logQuery;
  const queries: string[] = [];
  (NoopLogger.prototype as { logQuery: (query: string) => void }).logQuery = (query: string) => {
    if (!query.includes('mail_outbox') || query.startsWith('insert')) queries.push(query);
  };
  try {
    await run();
  } finally {
    NoopLogger.prototype.logQuery = original;
  }
  return queries;
}

const apply = async (sheets: Sheets) => {
  let body: { tables: Array<{ kind: string; create: number; update: number; unchanged: number }> } | undefined;
  const statements = await statementsOf(async () => {
    const answer = await postMultipart(t, '/api/v1/imports/apply', cookies.masterA, { file: await workbook(sheets) });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    body = answer.body;
  });
  return { statements, tables: body!.tables };
};

/** Every row of the group changed: a column of each kind (text, date, integer, array, JSON, roles). */
function changed(sheets: Sheets): Sheets {
  return {
    legalEntities: sheets.legalEntities!.map((row) => ({ ...row, city: 'Villeurbanne' })),
    establishments: sheets.establishments!.map((row) => ({
      ...row,
      name: `${row.name} (rénovée)`,
      capacity: 20,
      lastAssembly: '01/06/2025',
      practices: 'Sorties',
    })),
    users: sheets.users!.map((row) => ({ ...row, lastName: 'Durand', roles: 'Directeur·rice, Collaborateur·rice' })),
    members: sheets.members!.map((row) => ({
      ...row,
      lastName: 'Durand',
      qualifications: 'EJE',
      role: 'Référente santé',
    })),
  };
}

/**
 * Issue 32: « 5,000 rows in a few seconds » holds only while the import writes in batches. Importing 10 times more
 * rows, or changing all of them, must not send more statements: a write per row (an INSERT or UPDATE in a loop)
 * fails here, as a lookup per row would.
 */
describe('import statements', () => {
  it('creates, then updates, 3 rows or 600 in the same number of statements, and stores what the file says', async () => {
    const small = groupSheets({ entities: 1, perEntity: 1, seed: 41, domain: 'petit.import.fr' });
    const large = groupSheets({ entities: 10, perEntity: 20, seed: 42, domain: 'grand.import.fr' });

    const createSmall = await apply(small);
    const createLarge = await apply(large);
    expect(createLarge.tables.map((table) => table.create)).toEqual([10, 200, 200, 200]);
    expect(createLarge.statements.length).toBe(createSmall.statements.length);
    expect(createLarge.statements.length).toBeLessThanOrEqual(30);

    const updateSmall = await apply(changed(small));
    const updateLarge = await apply(changed(large));
    expect(updateLarge.tables.map((table) => table.update)).toEqual([10, 200, 200, 200]);
    expect(updateLarge.statements.length).toBe(updateSmall.statements.length);
    expect(updateLarge.statements.length).toBeLessThanOrEqual(30);

    // The batched updates stored each value with its type: read back, and the same file again changes nothing.
    const email = large.users![7]!.email as string;
    const [account] = await t.db.select().from(user).where(eq(user.email, email));
    expect(account).toMatchObject({ lastName: 'Durand', roles: ['DIRECTOR', 'COLLABORATOR'] });
    expect(account!.name).toBe(`${large.users![7]!.firstName} Durand`);
    const [member] = await t.db
      .select()
      .from(effectiveMembers)
      .where(and(eq(effectiveMembers.userId, account!.id), eq(effectiveMembers.clientId, tenants.clientA.id)));
    expect(member).toMatchObject({ lastName: 'Durand', role: 'HEALTH_REFERENT', qualifications: 'EJE' });
    const [site] = await t.db
      .select()
      .from(establishments)
      .where(eq(establishments.siret, large.establishments![7]!.siret as string));
    expect(site).toMatchObject({
      name: `${large.establishments![7]!.name} (rénovée)`,
      capacity: 20,
      lastAssembly: '2025-06-01',
      practices: ['OUTINGS'],
    });
    const [entity] = await t.db
      .select()
      .from(legalEntities)
      .where(eq(legalEntities.siren, large.legalEntities![3]!.siren as string));
    expect(entity!.city).toBe('Villeurbanne');
    const again = await apply(changed(large));
    expect(again.tables.map((table) => table.unchanged)).toEqual([10, 200, 200, 200]);
  }, 120_000);
});
