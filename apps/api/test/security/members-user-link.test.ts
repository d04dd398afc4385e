import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveMembers } from '../../src/db/schema-members.ts';
import { user } from '../../src/db/schema-auth.ts';
import { createTestContext, type TestContext } from '../support/app.ts';
import { createTenants, insertEstablishment, insertMember, insertUser, type Tenants } from '../support/fixtures.ts';

/**
 * Issue 12 item 2: who may set `userId` on an effective member, and to whom,
 * follows the rules of creating that user (users/service.ts): a DIRECTOR
 * creates no user, so it links none; whoever may, only to a user of the
 * member's client that it could have created, and never to grow its own scope.
 */
let t: TestContext;
let tenants: Tenants;
let director: string;
let master: string;
let masterB: string;
let selfMemberId: string;
let bigMemberId: string;
let extraEstablishmentIds: string[];

const USER_LINK_FORBIDDEN = 'Vous ne pouvez pas associer un membre à un compte utilisateur';
const OWN_ACCOUNT = 'Vous ne pouvez pas modifier le lien entre votre propre compte et une fiche membre';

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  // The DIRECTOR sees A1 (its user) and A2 (its effective member): 2 establishments.
  const selfMember = await insertMember(t.db, {
    clientId: tenants.clientA.id,
    userId: tenants.users.directorA.id,
    establishmentIds: [tenants.establishmentA2.id],
    role: 'DIRECTOR',
  });
  selfMemberId = selfMember.id;
  // A colleague's member, on A1 (so in the DIRECTOR's member directory) and on three more establishments.
  extraEstablishmentIds = [];
  for (const name of ['Crèche A3', 'Crèche A4', 'Crèche A5']) {
    extraEstablishmentIds.push((await insertEstablishment(t.db, tenants.legalEntityA, name)).id);
  }
  const bigMember = await insertMember(t.db, {
    clientId: tenants.clientA.id,
    establishmentIds: [tenants.establishmentA1.id, tenants.establishmentA2.id, ...extraEstablishmentIds],
  });
  bigMemberId = bigMember.id;
  director = await t.signIn(tenants.users.directorA.email);
  master = await t.signIn(tenants.users.masterA.email);
  masterB = await t.signIn(tenants.users.masterB.email);
});
afterAll(() => t?.close());

const updateMember = (cookie: string, memberId: string, body: Record<string, unknown>) =>
  t.request('PUT', `/api/v1/members/effective/${memberId}`, { cookie, body });

async function visibleEstablishments(cookie: string): Promise<number> {
  const response = await t.request('GET', '/api/v1/establishments?pageSize=100', { cookie });
  expect(response.status).toBe(200);
  return response.body.total;
}

async function memberUserId(id: string) {
  const [row] = await t.db
    .select({ userId: effectiveMembers.userId })
    .from(effectiveMembers)
    .where(eq(effectiveMembers.id, id));
  return row?.userId ?? null;
}

describe('a DIRECTOR cannot grow its scope through effective members', () => {
  it('cannot detach its own member nor bind a wider member to itself (the reported attack)', async () => {
    expect(await visibleEstablishments(director)).toBe(2);
    const detach = await updateMember(director, selfMemberId, { userId: null });
    expect(detach.status).toBe(403);
    expect(detach.body.message).toBe(USER_LINK_FORBIDDEN);
    const bind = await updateMember(director, bigMemberId, { userId: tenants.users.directorA.id });
    expect(bind.status).toBe(403);
    expect(bind.body.message).toBe(USER_LINK_FORBIDDEN);
    expect(await memberUserId(selfMemberId)).toBe(tenants.users.directorA.id);
    expect(await memberUserId(bigMemberId)).toBeNull();
    expect(await visibleEstablishments(director)).toBe(2);
  });

  it('cannot bind a member to a colleague, on update or on creation', async () => {
    const bind = await updateMember(director, bigMemberId, { userId: tenants.users.collaboratorA.id });
    expect(bind.status).toBe(403);
    expect(bind.body.message).toBe(USER_LINK_FORBIDDEN);
    const created = await t.request('POST', '/api/v1/members/effective', {
      cookie: director,
      body: {
        clientId: tenants.clientA.id,
        firstName: 'Paul',
        lastName: 'Intrus',
        role: 'MANAGER',
        userId: tenants.users.directorA.id,
      },
    });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(USER_LINK_FORBIDDEN);
    expect(await memberUserId(bigMemberId)).toBeNull();
  });

  it('still edits its members and may resend the userId they already have', async () => {
    const renamed = await updateMember(director, selfMemberId, {
      lastName: 'Directrice',
      userId: tenants.users.directorA.id,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ lastName: 'Directrice', userId: tenants.users.directorA.id });
  });

  it('even with user:manage granted, never changes its own link nor reaches beyond its establishments', async () => {
    // A DIRECTOR an administrator trusted with user management, on A1 only.
    const trusted = await insertUser(t.db, {
      role: 'DIRECTOR',
      clientId: tenants.clientA.id,
      establishmentId: tenants.establishmentA1.id,
      permissions: ['user:manage'],
    });
    const cookie = await t.signIn(trusted.email);
    const toSelf = await updateMember(cookie, bigMemberId, { userId: trusted.id });
    expect(toSelf.status).toBe(403);
    expect(toSelf.body.message).toBe(OWN_ACCOUNT);
    // The member is on A2..A5 too, outside its scope: binding it to anyone would hand them out.
    const colleague = await insertUser(t.db, {
      role: 'COLLABORATOR',
      clientId: tenants.clientA.id,
      establishmentId: tenants.establishmentA1.id,
    });
    const wide = await updateMember(cookie, bigMemberId, { userId: colleague.id });
    expect(wide.status).toBe(403);
    expect(wide.body.message).toBe('Ce membre est rattaché à des établissements hors de votre périmètre');
    const converted = await t.request('POST', `/api/v1/members/effective/${bigMemberId}/convert-to-user`, {
      cookie,
      body: { email: 'membre.large@creche.fr' },
    });
    expect(converted.status).toBe(403);
    expect(converted.body.message).toBe('Ce membre est rattaché à des établissements hors de votre périmètre');
    const [created] = await t.db.select().from(user).where(eq(user.email, 'membre.large@creche.fr'));
    expect(created).toBeUndefined();
    expect(await memberUserId(bigMemberId)).toBeNull();
  });
});

describe('a CLIENT_MASTER links members to the users it manages, and only those', () => {
  it('binds a member to a user of its client, then detaches it', async () => {
    const member = await insertMember(t.db, { clientId: tenants.clientA.id });
    const bound = await updateMember(master, member.id, { userId: tenants.users.collaboratorA.id });
    expect(bound.status).toBe(200);
    expect(bound.body).toMatchObject({ userId: tenants.users.collaboratorA.id });
    const detached = await updateMember(master, member.id, { userId: null });
    expect(detached.status).toBe(200);
    expect(detached.body).toMatchObject({ userId: null, user: null });
  });

  it('refuses a user of another client, an administrator, and a member of another client', async () => {
    const member = await insertMember(t.db, { clientId: tenants.clientA.id });
    const foreignUser = await updateMember(master, member.id, { userId: tenants.users.directorB.id });
    expect(foreignUser.status).toBe(400);
    expect(foreignUser.body.message).toBe('Utilisateur introuvable pour ce client');
    const adminOfA = await insertUser(t.db, { role: 'ADMIN', clientId: tenants.clientA.id });
    const toAdmin = await updateMember(master, member.id, { userId: adminOfA.id });
    expect(toAdmin.status).toBe(403);
    expect(toAdmin.body.message).toBe('Seul un administrateur peut modifier ou supprimer un administrateur');
    const foreignMember = await updateMember(masterB, member.id, { userId: tenants.users.directorB.id });
    expect(foreignMember.status).toBe(404);
    expect(await memberUserId(member.id)).toBeNull();
  });
});
