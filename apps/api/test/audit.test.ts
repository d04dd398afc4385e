import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';

let t: TestContext;
let tenants: Tenants;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  admin = await t.signIn(tenants.users.admin.email);
});
afterAll(() => t?.close());

describe('author of an audit entry', () => {
  it("reads 'Système' for the default library imported at start-up", async () => {
    const summary = await seedDefaultLibraryIfEmpty(t.db);
    expect(summary?.formsCreated).toBeGreaterThan(0);
    const response = await t.request('GET', '/api/v1/audit?entity=form&pageSize=5', { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThanOrEqual(summary!.formsCreated);
    for (const entry of response.body.items) {
      expect(entry).toMatchObject({ action: 'create', actorId: null, actorName: 'Système' });
    }
    const categories = await t.request('GET', '/api/v1/audit?entity=category&pageSize=1', { cookie: admin });
    expect(categories.body.items[0]).toMatchObject({ actorName: 'Système' });
  });

  it("reads 'Système' for the demo tenant seeded at start-up, and the director's name for the demo evaluations", async () => {
    await seedDemo(t.db);
    const entities = await t.request('GET', '/api/v1/audit?entity=legal-entity&pageSize=50', { cookie: admin });
    const seeded = entities.body.items.find((entry: any) => entry.after?.name === 'Les Petits Pas Île-de-France');
    expect(seeded).toMatchObject({ action: 'create', actorId: null, actorName: 'Système' });
    const evaluations = await t.request('GET', '/api/v1/audit?entity=evaluation&pageSize=1', { cookie: admin });
    expect(evaluations.body.items[0]).toMatchObject({ actorName: 'Claire Martin' });
    expect(evaluations.body.items[0].actorId).not.toBeNull();
  });

  it("reads 'Utilisateur supprimé' once a user author is deleted, and keeps no label for it", async () => {
    const author = await t.request('POST', '/api/v1/users', {
      cookie: admin,
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
    expect((await t.request('GET', path, { cookie: admin })).body.items[0]).toMatchObject({
      actorId: author.body.id,
      actorName: 'Passager Auteur',
    });

    expect((await t.request('DELETE', `/api/v1/users/${author.body.id}`, { cookie: admin })).status).toBe(204);
    const entries = await t.request('GET', path, { cookie: admin });
    expect(entries.body.items).toHaveLength(1);
    expect(entries.body.items[0]).toMatchObject({ actorId: null, actorName: 'Utilisateur supprimé' });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.body.id));
    expect(row?.actorLabel).toBeNull();
  });

  it('records a user with no sign-in secret in its before and after', async () => {
    const created = await t.request('POST', '/api/v1/users', {
      cookie: admin,
      body: { firstName: 'Sans', lastName: 'Secret', email: 'sans-secret@test.fr', roles: ['ADMIN'] },
    });
    expect(created.status).toBe(201);
    const entries = await t.request('GET', `/api/v1/audit?entity=user&entityId=${created.body.id}`, {
      cookie: admin,
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
