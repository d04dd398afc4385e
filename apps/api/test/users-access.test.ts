import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../src/db/schema-auth.ts';
import { insertMember, type Tenants } from './support/fixtures.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { newUser } from './support/users.ts';

/** The users API: sessions, permissions, and what each role may see. */

const { t, tenants, cookies } = useFileContext(openTenantsContext);

describe('users API: authentication and permissions', () => {
  it('answers 401 to every users call without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/users/self'],
      ['GET', '/api/v1/users'],
      ['GET', `/api/v1/users/${tenants.users.admin.id}`],
      ['POST', '/api/v1/users'],
      ['PUT', `/api/v1/users/${tenants.users.admin.id}`],
      ['DELETE', `/api/v1/users/${tenants.users.admin.id}`],
    ] as const) {
      const response = await t.request(method, path, method === 'POST' || method === 'PUT' ? { body: newUser() } : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a COLLABORATOR listing users, and to a DIRECTOR creating one', async () => {
    const list = await t.request('GET', '/api/v1/users', { cookie: cookies.collaboratorA });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe("Vous n'avez pas les permissions nécessaires pour accéder à cette page");
    const create = await t.request('POST', '/api/v1/users', { cookie: cookies.directorA, body: newUser() });
    expect(create.status).toBe(403);
  });

  it('checks the permission before the scope (403, not 404, for an unknown id)', async () => {
    const response = await t.request('DELETE', '/api/v1/users/does-not-exist', { cookie: cookies.directorA });
    expect(response.status).toBe(403);
  });

  it('lets every role read its own profile', async () => {
    for (const key of Object.keys(tenants.users) as Array<keyof Tenants['users']>) {
      const response = await t.request('GET', '/api/v1/users/self', { cookie: cookies[key] });
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(tenants.users[key].id);
    }
  });
});

describe('users API: scope', () => {
  it('lists every user to an ADMIN, paginated', async () => {
    const all = await t.request('GET', '/api/v1/users?pageSize=200', { cookie: cookies.admin });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(6);
    const page = await t.request('GET', '/api/v1/users?pageSize=2&page=2', { cookie: cookies.admin });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBe(all.body.total);
    expect(page.body.items[0].id).toBe(all.body.items[2].id);
  });

  it("never shows a CLIENT_MASTER another client's users", async () => {
    const list = await t.request('GET', '/api/v1/users?pageSize=200', { cookie: cookies.masterA });
    expect(list.status).toBe(200);
    const ids = list.body.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(tenants.users.directorA.id);
    expect(ids).not.toContain(tenants.users.masterB.id);
    expect(ids).not.toContain(tenants.users.directorB.id);
    expect(ids).not.toContain(tenants.users.admin.id);
    expect(list.body.items.every((item: { clientId: string }) => item.clientId === tenants.clientA.id)).toBe(true);

    // Asking for client B explicitly does not widen the scope.
    const filtered = await t.request('GET', `/api/v1/users?clientId=${tenants.clientB.id}`, {
      cookie: cookies.masterA,
    });
    expect(filtered.body).toEqual({ items: [], total: 0 });

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { firstName: 'Pirate' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.request(method, `/api/v1/users/${tenants.users.directorB.id}`, {
        cookie: cookies.masterA,
        body,
      });
      expect(response.status, method).toBe(404);
    }
    const [untouched] = await t.db.select().from(user).where(eq(user.id, tenants.users.directorB.id));
    expect(untouched?.firstName).toBe('Director');
  });

  it('searches by name or e-mail', async () => {
    const response = await t.request(
      'GET',
      `/api/v1/users?search=${encodeURIComponent(tenants.users.directorA.email)}`,
      {
        cookie: cookies.admin,
      },
    );
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([tenants.users.directorA.id]);
    const byEstablishment = await t.request('GET', `/api/v1/users?establishmentId=${tenants.establishmentA1.id}`, {
      cookie: cookies.admin,
    });
    expect(byEstablishment.body.total).toBe(2);
  });

  it('answers the establishments of oneself, and of users in scope only', async () => {
    const own = await t.request('GET', `/api/v1/establishments/user/${tenants.users.directorA.id}`, {
      cookie: cookies.directorA,
    });
    expect(own.status).toBe(200);
    expect(own.body.items.map((item: { name: string }) => item.name)).toEqual(['Crèche A1']);
    expect(own.body.items[0]).toMatchObject({ clientName: 'Client A', legalEntityName: 'Entité A' });

    const master = await t.request('GET', `/api/v1/establishments/user/${tenants.users.masterA.id}`, {
      cookie: cookies.masterA,
    });
    expect(master.body.items.map((item: { name: string }) => item.name)).toEqual(['Crèche A1', 'Crèche A2']);

    const admin = await t.request('GET', `/api/v1/establishments/user/${tenants.users.admin.id}?search=B1`, {
      cookie: cookies.admin,
    });
    expect(admin.body.items.map((item: { name: string }) => item.name)).toEqual(['Crèche B1']);

    const foreign = await t.request('GET', `/api/v1/establishments/user/${tenants.users.directorB.id}`, {
      cookie: cookies.masterA,
    });
    expect(foreign.status).toBe(404);
    const noPermission = await t.request('GET', `/api/v1/establishments/user/${tenants.users.directorA.id}`, {
      cookie: cookies.collaboratorA,
    });
    expect(noPermission.status).toBe(403);
  });

  it('adds the establishments a user is linked to as a member', async () => {
    await insertMember(t.db, {
      clientId: tenants.clientA.id,
      userId: tenants.users.collaboratorA.id,
      establishmentIds: [tenants.establishmentA2.id],
    });
    const response = await t.request('GET', `/api/v1/establishments/user/${tenants.users.collaboratorA.id}`, {
      cookie: cookies.collaboratorA,
    });
    expect(response.body.items.map((item: { name: string }) => item.name)).toEqual(['Crèche A1', 'Crèche A2']);
  });
});
