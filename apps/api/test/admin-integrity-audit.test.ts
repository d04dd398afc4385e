import { getParisToday } from '@qc/shared/validation/dates';
import { describe, expect, it } from 'vitest';
import { insertMember } from './support/fixtures.ts';
import { establishmentBody, openAdminIntegrityContext } from './support/admin-integrity.ts';
import { useFileContext } from './support/context.ts';

/** Administration calls as SPEC §7 declares them, and the audit trail of every write. */

const { t, tenants, cookies } = useFileContext(openAdminIntegrityContext);

describe('audit trail', () => {
  it('shows a rename with before and after, scoped to the client', async () => {
    const renamed = await t.request('PUT', `/api/v1/establishments/${tenants.establishmentA2.id}`, {
      cookie: cookies.masterA,
      body: { name: 'Crèche A2 — Les Colibris' },
    });
    expect(renamed.status).toBe(200);
    const today = getParisToday();
    const entries = await t.request(
      'GET',
      `/api/v1/audit?entity=establishment&entityId=${tenants.establishmentA2.id}&from=${today}&to=${today}`,
      { cookie: cookies.masterA },
    );
    expect(entries.status).toBe(200);
    const [entry] = entries.body.items;
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'establishment',
      entityId: tenants.establishmentA2.id,
      actorId: tenants.users.masterA.id,
      actorName: tenants.users.masterA.name,
      before: { name: 'Crèche A2' },
      after: { name: 'Crèche A2 — Les Colibris' },
    });
    const yesterday = await t.request('GET', `/api/v1/audit?to=2000-01-01`, { cookie: cookies.masterA });
    expect(yesterday.body.total).toBe(0);
    const fromB = await t.request('GET', `/api/v1/audit?entityId=${tenants.establishmentA2.id}`, {
      cookie: cookies.masterB,
    });
    expect(fromB.body.total).toBe(0);
    const director = await t.request('GET', '/api/v1/audit', { cookie: cookies.directorA });
    expect(director.status).toBe(403);
  });

  it("shows 'Utilisateur supprimé' once the author is deleted", async () => {
    const author = await t.request('POST', '/api/v1/users', {
      cookie: cookies.admin,
      body: { firstName: 'Éphémère', lastName: 'Auteur', email: 'ephemere@test.fr', roles: ['ADMIN'] },
    });
    expect(author.status).toBe(201);
    const cookie = await t.signIn('ephemere@test.fr');
    const created = await t.request('POST', '/api/v1/clients', {
      cookie,
      body: { name: 'Client éphémère', email: 'c@e.fr' },
    });
    expect(created.status).toBe(201);
    expect((await t.request('DELETE', `/api/v1/users/${author.body.id}`, { cookie: cookies.admin })).status).toBe(204);
    const entries = await t.request('GET', `/api/v1/audit?entity=client&entityId=${created.body.id}`, {
      cookie: cookies.admin,
    });
    expect(entries.body.items[0]).toMatchObject({ action: 'create', actorId: null, actorName: 'Utilisateur supprimé' });
  });
});

describe('SPEC §7 calls', () => {
  it('declares every administration call with its path, method and success status', async () => {
    const document = await t.request('GET', '/api/v1/openapi.json');
    const calls: Array<[method: string, path: string, status: string]> = [
      ['get', '/agreements', '200'],
      ['get', '/agreements/{id}', '200'],
      ['get', '/establishments/{establishmentId}/agreements', '200'],
      ['post', '/agreements', '201'],
      ['put', '/agreements/{id}', '200'],
      ['delete', '/agreements/{id}', '204'],
      ['get', '/establishments', '200'],
      ['get', '/establishments/{id}', '200'],
      ['post', '/establishments', '201'],
      ['put', '/establishments/{id}', '200'],
      ['delete', '/establishments/{id}', '204'],
      ['get', '/establishments/user/{userId}', '200'],
      ['get', '/clients/{clientId}/establishments', '200'],
      ['get', '/legal-entities', '200'],
      ['get', '/legal-entities/{id}', '200'],
      ['post', '/legal-entities', '201'],
      ['put', '/legal-entities/{id}', '200'],
      ['delete', '/legal-entities/{id}', '204'],
      ['get', '/clients/{clientId}/legal-entities', '200'],
      ['get', '/legal-entities/{id}/establishments', '200'],
      ['get', '/clients', '200'],
      ['get', '/clients/{id}', '200'],
      ['post', '/clients', '201'],
      ['put', '/clients/{id}', '200'],
      ['delete', '/clients/{id}', '204'],
      ['get', '/members/effective', '200'],
      ['get', '/members/effective/{id}', '200'],
      ['post', '/members/effective', '201'],
      ['put', '/members/effective/{id}', '200'],
      ['delete', '/members/effective/{id}', '200'],
      ['get', '/establishments/{establishmentId}/members', '200'],
      ['post', '/establishments/{establishmentId}/members', '201'],
      ['delete', '/establishments/{establishmentId}/members/{effectiveMemberId}', '200'],
      ['post', '/members/effective/{id}/convert-to-user', '200'],
      ['get', '/audit', '200'],
    ];
    for (const [method, path, status] of calls) {
      expect(document.body.paths[path]?.[method]?.responses?.[status], `${method} ${path} ${status}`).toBeDefined();
    }
  });

  it('answers a success flag when unlinking a member and when deleting one, and 204 with no body otherwise', async () => {
    const member = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      establishmentIds: [tenants.establishmentA1.id],
    });
    const unlinked = await t.request(
      'DELETE',
      `/api/v1/establishments/${tenants.establishmentA1.id}/members/${member.id}`,
      {
        cookie: cookies.masterA,
      },
    );
    expect(unlinked).toMatchObject({ status: 200, body: { success: true } });
    const again = await t.request(
      'DELETE',
      `/api/v1/establishments/${tenants.establishmentA1.id}/members/${member.id}`,
      {
        cookie: cookies.masterA,
      },
    );
    expect(again.status).toBe(404);
    const deleted = await t.request('DELETE', `/api/v1/members/effective/${member.id}`, { cookie: cookies.masterA });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    const agreement = await t.request('POST', '/api/v1/agreements', {
      cookie: cookies.masterA,
      body: { establishmentId: tenants.establishmentA1.id },
    });
    const removed = await t.request('DELETE', `/api/v1/agreements/${agreement.body.id}`, { cookie: cookies.masterA });
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
  });

  it('filters the establishments list by client and legal entity, and pages it', async () => {
    const byEntity = await t.request('GET', `/api/v1/establishments?legalEntityId=${tenants.legalEntityB.id}`, {
      cookie: cookies.admin,
    });
    expect(byEntity.body.items.map((e: any) => e.id)).toEqual([tenants.establishmentB1.id]);
    const page = await t.request('GET', `/api/v1/establishments?clientId=${tenants.clientA.id}&pageSize=1&page=2`, {
      cookie: cookies.admin,
    });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    const ofClient = await t.request('GET', `/api/v1/clients/${tenants.clientB.id}/legal-entities`, {
      cookie: cookies.masterB,
    });
    expect(ofClient.body.items.map((e: any) => e.id)).toContain(tenants.legalEntityB.id);
  });
});

describe('audit of every administration write', () => {
  it('records create, update and delete of each entity with before and after, in the same transaction', async () => {
    const client = await t.request('POST', '/api/v1/clients', {
      cookie: cookies.admin,
      body: { name: 'Client audité', email: 'a@audit.fr' },
    });
    const legalEntity = await t.request('POST', '/api/v1/legal-entities', {
      cookie: cookies.admin,
      body: {
        clientId: client.body.id,
        name: 'Entité auditée',
        addressLine: '1 rue du Contrôle',
        city: 'Paris',
        postalCode: '75001',
        email: 'e@audit.fr',
        siren: '123456782',
        managementType: 'PRIVATE_LUCRATIVE',
      },
    });
    const establishment = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.admin,
      body: establishmentBody(legalEntity.body.id, 'Crèche auditée'),
    });
    const agreement = await t.request('POST', '/api/v1/agreements', {
      cookie: cookies.admin,
      body: { establishmentId: establishment.body.id },
    });
    const member = await t.request('POST', '/api/v1/members/effective', {
      cookie: cookies.admin,
      body: { clientId: client.body.id, firstName: 'Jeanne', lastName: 'Audit', role: 'MANAGER' },
    });
    const link = await t.request('POST', `/api/v1/establishments/${establishment.body.id}/members`, {
      cookie: cookies.admin,
      body: { effectiveMemberId: member.body.id },
    });
    expect([client, legalEntity, establishment, agreement, member, link].map((r) => r.status)).toEqual([
      201, 201, 201, 201, 201, 201,
    ]);
    await t.request('PUT', `/api/v1/members/effective/${member.body.id}`, {
      cookie: cookies.admin,
      body: { lastName: 'Contrôle' },
    });
    await t.request('DELETE', `/api/v1/establishments/${establishment.body.id}/members/${member.body.id}`, {
      cookie: cookies.admin,
    });
    await t.request('DELETE', `/api/v1/members/effective/${member.body.id}`, { cookie: cookies.admin });
    await t.request('DELETE', `/api/v1/agreements/${agreement.body.id}`, { cookie: cookies.admin });
    await t.request('DELETE', `/api/v1/establishments/${establishment.body.id}`, { cookie: cookies.admin });
    await t.request('DELETE', `/api/v1/legal-entities/${legalEntity.body.id}`, { cookie: cookies.admin });
    expect((await t.request('DELETE', `/api/v1/clients/${client.body.id}`, { cookie: cookies.admin })).status).toBe(
      204,
    );

    const actions = async (entity: string, entityId: string) => {
      const response = await t.request('GET', `/api/v1/audit?entity=${entity}&entityId=${entityId}`, {
        cookie: cookies.admin,
      });
      return response.body.items.map((entry: any) => entry.action).reverse();
    };
    expect(await actions('client', client.body.id)).toEqual(['create', 'delete']);
    expect(await actions('legal-entity', legalEntity.body.id)).toEqual(['create', 'delete']);
    expect(await actions('establishment', establishment.body.id)).toEqual(['create', 'delete']);
    expect(await actions('agreement', agreement.body.id)).toEqual(['create', 'delete']);
    expect(await actions('effective-member', member.body.id)).toEqual(['create', 'update', 'delete']);
    expect(await actions('establishment-member', link.body.id)).toEqual(['create', 'delete']);
    const memberUpdate = await t.request('GET', `/api/v1/audit?entity=effective-member&entityId=${member.body.id}`, {
      cookie: cookies.admin,
    });
    const update = memberUpdate.body.items.find((entry: any) => entry.action === 'update');
    expect(update).toMatchObject({ before: { lastName: 'Audit' }, after: { lastName: 'Contrôle' } });
  });
});
