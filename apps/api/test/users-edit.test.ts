import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { user } from '../src/db/schema-auth.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { newUser } from './support/users.ts';

/** The users API: creation, French messages, updates and deletion, with their audit records. */

const { t, tenants, cookies } = useFileContext(openTenantsContext);

describe('users API: creation and edits', () => {
  it('creates a user (201) in the CLIENT_MASTER’s own client, with an audit record', async () => {
    const body = newUser({ establishmentId: tenants.establishmentA2.id });
    const response = await t.request('POST', '/api/v1/users', { cookie: cookies.masterA, body });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      firstName: 'Nina',
      name: 'Nina Lambert',
      email: body.email,
      roles: ['COLLABORATOR'],
      clientId: tenants.clientA.id,
      clientName: 'Client A',
      establishmentName: 'Crèche A2',
      emailVerified: false,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, response.body.id));
    expect(audit).toMatchObject([{ action: 'create', actorId: tenants.users.masterA.id, entity: 'user' }]);

    // The new user can sign in.
    const cookie = await t.signIn(body.email as string);
    expect((await t.request('GET', '/api/v1/users/self', { cookie })).body.email).toBe(body.email);
  });

  it('refuses an ADMIN role or extra permissions granted by a CLIENT_MASTER', async () => {
    const admin = await t.request('POST', '/api/v1/users', {
      cookie: cookies.masterA,
      body: newUser({ roles: ['ADMIN'] }),
    });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('Seul un administrateur peut attribuer le rôle Administrateur');
    const permissions = await t.request('POST', '/api/v1/users', {
      cookie: cookies.masterA,
      body: newUser({ permissions: ['user:list-all'] }),
    });
    expect(permissions.status).toBe(403);
    const promote = await t.request('PUT', `/api/v1/users/${tenants.users.directorA.id}`, {
      cookie: cookies.masterA,
      body: { roles: ['ADMIN'] },
    });
    expect(promote.status).toBe(403);
    const [row] = await t.db.select().from(user).where(eq(user.id, tenants.users.directorA.id));
    expect(row?.roles).toEqual(['DIRECTOR']);
  });

  it("refuses a CLIENT_MASTER creating a user in another client or another client's establishment", async () => {
    const otherClient = await t.request('POST', '/api/v1/users', {
      cookie: cookies.masterA,
      body: newUser({ clientId: tenants.clientB.id }),
    });
    expect(otherClient.status).toBe(403);
    const otherEstablishment = await t.request('POST', '/api/v1/users', {
      cookie: cookies.masterA,
      body: newUser({ establishmentId: tenants.establishmentB1.id }),
    });
    expect(otherEstablishment.status).toBe(400);
    expect(otherEstablishment.body.data.fieldErrors.establishmentId).toBe('Établissement introuvable pour ce client');
  });

  it('lets an ADMIN create a user for any client, and another ADMIN', async () => {
    const forB = await t.request('POST', '/api/v1/users', {
      cookie: cookies.admin,
      body: newUser({ clientId: tenants.clientB.id, roles: ['DIRECTOR'] }),
    });
    expect(forB.status).toBe(201);
    expect(forB.body.clientName).toBe('Client B');
    const admin = await t.request('POST', '/api/v1/users', {
      cookie: cookies.admin,
      body: newUser({ roles: ['ADMIN'] }),
    });
    expect(admin.status).toBe(201);
    const noClient = await t.request('POST', '/api/v1/users', { cookie: cookies.admin, body: newUser() });
    expect(noClient.status).toBe(400);
    expect(noClient.body.data.fieldErrors.clientId).toBe('Veuillez sélectionner un client');
  });

  it('answers 409 for an e-mail already used, whatever its case', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      cookie: cookies.admin,
      body: newUser({ email: tenants.users.directorB.email.toUpperCase(), clientId: tenants.clientB.id }),
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Un utilisateur existe déjà avec cet email');
  });

  it('answers 400 with each SPEC §5 user message under its field', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      cookie: cookies.admin,
      body: { firstName: ' ', email: 'pas-un-email', roles: ['CHEF'] },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fieldErrors).toEqual({
      firstName: 'Le prénom est obligatoire',
      lastName: 'Le nom est obligatoire',
      email: 'Veuillez saisir un email valide',
      'roles.0': 'Rôle inconnu',
    });
    const noRoles = await t.request('POST', '/api/v1/users', {
      cookie: cookies.admin,
      body: newUser({ roles: [], email: '' }),
    });
    expect(noRoles.body.data.fieldErrors).toEqual({
      roles: 'Veuillez sélectionner au moins un rôle',
      email: "L'email est obligatoire",
    });
    const empty = await t.request('PUT', `/api/v1/users/${tenants.users.directorA.id}`, {
      cookie: cookies.admin,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Update payload cannot be empty');
  });

  it('updates a user, keeping its name in step, with before and after in the audit trail', async () => {
    const response = await t.request('PUT', `/api/v1/users/${tenants.users.collaboratorA.id}`, {
      cookie: cookies.masterA,
      body: { lastName: 'Renard', roles: ['COLLABORATOR', 'DIRECTOR'] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      lastName: 'Renard',
      name: 'Collaborator Renard',
      roles: ['COLLABORATOR', 'DIRECTOR'],
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, tenants.users.collaboratorA.id));
    expect(entry).toMatchObject({ action: 'update', before: { lastName: 'Test' }, after: { lastName: 'Renard' } });
  });

  it('deletes a user (204); its sessions end; a CLIENT_MASTER cannot delete an ADMIN or itself', async () => {
    const created = await t.request('POST', '/api/v1/users', { cookie: cookies.masterA, body: newUser() });
    const cookie = await t.signIn(created.body.email);
    const removed = await t.request('DELETE', `/api/v1/users/${created.body.id}`, { cookie: cookies.masterA });
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    expect((await t.request('GET', '/api/v1/users/self', { cookie })).status).toBe(401);
    expect((await t.request('GET', `/api/v1/users/${created.body.id}`, { cookie: cookies.masterA })).status).toBe(404);

    expect(
      (await t.request('DELETE', `/api/v1/users/${tenants.users.admin.id}`, { cookie: cookies.masterA })).status,
    ).toBe(404);
    const self = await t.request('DELETE', `/api/v1/users/${tenants.users.masterA.id}`, { cookie: cookies.masterA });
    expect(self.status).toBe(400);
  });
});
