import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { captureQueries, explain } from './support/query-plans.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

const { t, tenants, cookies } = useFileContext(() => openTenantsContext({ signIn: ['admin'] }));

describe('author of an audit entry', () => {
  it("reads 'Système' for the default library imported at start-up", async () => {
    const summary = await seedDefaultLibraryIfEmpty(t.db);
    expect(summary?.formsCreated).toBeGreaterThan(0);
    const response = await t.request('GET', '/api/v1/audit?entity=form&pageSize=5', { cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThanOrEqual(summary!.formsCreated);
    for (const entry of response.body.items) {
      expect(entry).toMatchObject({ action: 'create', actorId: null, actorName: 'Système' });
    }
    const categories = await t.request('GET', '/api/v1/audit?entity=category&pageSize=1', { cookie: cookies.admin });
    expect(categories.body.items[0]).toMatchObject({ actorName: 'Système' });
  });

  it("reads 'Système' for the demo tenant seeded at start-up, and the director's name for the demo evaluations", async () => {
    await seedDemo(t.db);
    const entities = await t.request('GET', '/api/v1/audit?entity=legal-entity&pageSize=50', { cookie: cookies.admin });
    const seeded = entities.body.items.find((entry: any) => entry.after?.name === 'Les Petits Pas Île-de-France');
    expect(seeded).toMatchObject({ action: 'create', actorId: null, actorName: 'Système' });
    const evaluations = await t.request('GET', '/api/v1/audit?entity=evaluation&pageSize=1', { cookie: cookies.admin });
    expect(evaluations.body.items[0]).toMatchObject({ actorName: 'Claire Martin' });
    expect(evaluations.body.items[0].actorId).not.toBeNull();
  });

  it("reads 'Utilisateur supprimé' once a user author is deleted, and keeps no label for it", async () => {
    const author = await t.request('POST', '/api/v1/users', {
      cookie: cookies.admin,
      body: { firstName: 'Passager', lastName: 'Auteur', email: 'passager@test.fr', roles: ['ADMIN'] },
    });
    expect(author.status).toBe(201);
    const cookie = await t.signIn('passager@test.fr');
    const created = await t.request('POST', '/api/v1/clients', {
      cookie,
      body: { name: 'Client passager', email: 'c@passager.fr' },
    });
    expect(created.status).toBe(201);
    const path = `/api/v1/audit?entity=client&entityId=${created.body.id}`;
    expect((await t.request('GET', path, { cookie: cookies.admin })).body.items[0]).toMatchObject({
      actorId: author.body.id,
      actorName: 'Passager Auteur',
    });

    expect((await t.request('DELETE', `/api/v1/users/${author.body.id}`, { cookie: cookies.admin })).status).toBe(204);
    const entries = await t.request('GET', path, { cookie: cookies.admin });
    expect(entries.body.items).toHaveLength(1);
    expect(entries.body.items[0]).toMatchObject({ actorId: null, actorName: 'Utilisateur supprimé' });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.body.id));
    expect(row?.actorLabel).toBeNull();
  });

  it('records a user with no sign-in secret in its before and after', async () => {
    const created = await t.request('POST', '/api/v1/users', {
      cookie: cookies.admin,
      body: { firstName: 'Sans', lastName: 'Secret', email: 'sans-secret@test.fr', roles: ['ADMIN'] },
    });
    expect(created.status).toBe(201);
    const entries = await t.request('GET', `/api/v1/audit?entity=user&entityId=${created.body.id}`, {
      cookie: cookies.admin,
    });
    const recorded = Object.keys(entries.body.items[0].after).sort();
    expect(recorded).toEqual(
      [
        'clientId',
        'createdAt',
        'email',
        'emailVerified',
        'establishmentId',
        'firstName',
        'id',
        'image',
        'lastName',
        'name',
        'permissions',
        'roles',
        'updatedAt',
      ].sort(),
    );
  });
});

describe('the journal names the questionnaire and the establishment (issue 19 item 6)', () => {
  it('names both on « Auto-évaluation » rows, filters by establishment, and stays within the caller’s client', async () => {
    const form = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.admin,
      body: { name: 'Hygiène des biberons (journal)', kind: 'CONFORMITY' },
    });
    expect(form.status).toBe(201);
    const question = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
      cookie: cookies.admin,
      body: { formId: form.body.id, type: 'BOOLEAN', label: 'Les biberons sont-ils stérilisés ?' },
    });
    expect(question.status).toBe(201);
    const directorA = await t.signIn(tenants.users.directorA.email);
    const evaluation = await t.request('POST', '/api/v1/evaluations', {
      cookie: directorA,
      body: { establishmentId: tenants.establishmentA1.id, formId: form.body.id },
    });
    expect(evaluation.status).toBe(201);

    const masterA = await t.signIn(tenants.users.masterA.email);
    const ofA1 = await t.request('GET', `/api/v1/audit?establishmentId=${tenants.establishmentA1.id}&pageSize=100`, {
      cookie: masterA,
    });
    expect(ofA1.status).toBe(200);
    const row = ofA1.body.items.find((entry: { entityId: string }) => entry.entityId === evaluation.body.id);
    expect(row).toMatchObject({
      entity: 'evaluation',
      establishmentId: tenants.establishmentA1.id,
      establishmentName: 'Crèche A1',
      formName: 'Hygiène des biberons (journal)',
    });
    expect(ofA1.body.items.length).toBe(ofA1.body.total);
    for (const entry of ofA1.body.items) expect(entry.establishmentId).toBe(tenants.establishmentA1.id);
    // The form's own entry names the form, and no establishment.
    const formRows = await t.request('GET', `/api/v1/audit?entity=form&entityId=${form.body.id}`, {
      cookie: cookies.admin,
    });
    expect(formRows.body.items[0]).toMatchObject({
      formName: 'Hygiène des biberons (journal)',
      establishmentName: null,
    });

    // Another establishment of the same client: not this evaluation.
    const ofA2 = await t.request('GET', `/api/v1/audit?establishmentId=${tenants.establishmentA2.id}&pageSize=100`, {
      cookie: masterA,
    });
    expect(ofA2.body.items.map((entry: { entityId: string }) => entry.entityId)).not.toContain(evaluation.body.id);
    // Another client's head asking for A1: nothing, as if it had no entry.
    const masterB = await t.signIn(tenants.users.masterB.email);
    const foreign = await t.request('GET', `/api/v1/audit?establishmentId=${tenants.establishmentA1.id}`, {
      cookie: masterB,
    });
    expect(foreign.body).toEqual({ items: [], total: 0 });
    // The filter is the indexed expression (an ADMIN's journal spans every client): with sequential scans
    // ruled out, the count reads audit_log_establishment_idx, so the query's expression is the index's.
    const queries = await captureQueries(t.db, () =>
      t.request('GET', `/api/v1/audit?establishmentId=${tenants.establishmentA1.id}`, { cookie: cookies.admin }),
    );
    const counted = queries.find((query) => /count\(/i.test(query.query) && /audit_log/.test(query.query));
    expect(counted).toBeDefined();
    await t.db.execute(sql`set enable_seqscan = off`);
    try {
      expect(await explain(t.db, counted!.query, counted!.params)).toMatch(/audit_log_establishment_idx/);
    } finally {
      await t.db.execute(sql`set enable_seqscan = on`);
    }
    // A malformed establishment is a French 400, not a 500.
    const malformed = await t.request('GET', `/api/v1/audit?establishmentId=${'x'.repeat(300)}`, { cookie: masterA });
    expect(malformed.status).toBe(400);
  });
});
