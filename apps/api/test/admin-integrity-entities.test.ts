import { getParisToday } from '@qc/shared/validation/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { effectiveMembers } from '../src/db/schema-members.ts';
import { user } from '../src/db/schema-auth.ts';
import { insertLegalEntity, insertMember } from './support/fixtures.ts';
import { establishmentBody, openAdminIntegrityContext } from './support/admin-integrity.ts';
import { useFileContext } from './support/context.ts';

/** Administration data integrity: derived names, deletion with dependants, establishments, members, agreements. */

const { t, tenants, cookies } = useFileContext(openAdminIntegrityContext);

describe('derived and joined fields', () => {
  it('keeps client and legal-entity names current after a rename', async () => {
    const client = await t.request('GET', `/api/v1/clients/${tenants.clientA.id}`, { cookie: cookies.masterA });
    expect(client.status).toBe(200);
    expect(client.body).toMatchObject({
      legalEntityId: tenants.legalEntityA.id,
      legalEntityName: 'Entité A',
      siren: '123456782',
      managementType: 'ASSOCIATION',
      city: 'Paris',
      postalCode: '75002',
    });
    expect(client.body.establishments.sort()).toEqual([tenants.establishmentA1.id, tenants.establishmentA2.id].sort());

    const renamedEntity = await t.request('PUT', `/api/v1/legal-entities/${tenants.legalEntityA.id}`, {
      cookie: cookies.masterA,
      body: { name: 'Entité A renommée' },
    });
    expect(renamedEntity.status).toBe(200);
    const renamedClient = await t.request('PUT', `/api/v1/clients/${tenants.clientA.id}`, {
      cookie: cookies.masterA,
      body: { name: 'Client A renommé' },
    });
    expect(renamedClient.status).toBe(200);
    expect(renamedClient.body.legalEntityName).toBe('Entité A renommée');

    const establishment = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}`, {
      cookie: cookies.directorA,
    });
    expect(establishment.body).toMatchObject({ clientName: 'Client A renommé', legalEntityName: 'Entité A renommée' });
    const legalEntity = await t.request('GET', `/api/v1/legal-entities/${tenants.legalEntityA.id}`, {
      cookie: cookies.masterA,
    });
    expect(legalEntity.body.clientName).toBe('Client A renommé');
    expect(legalEntity.body.establishments).toHaveLength(2);
  });

  it('answers null legal-entity fields for a client without one', async () => {
    const created = await t.request('POST', '/api/v1/clients', {
      cookie: cookies.admin,
      body: { name: '  Groupe Petits Pas ', email: 'Contact@PetitsPas.fr', phone: ' 0607080910 ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Groupe Petits Pas',
      email: 'contact@petitspas.fr',
      phone: '06 07 08 09 10',
      legalEntityId: null,
      legalEntityName: null,
      siren: null,
      managementType: null,
      establishments: [],
    });
  });
});

describe('deletion with dependants', () => {
  it('refuses to delete a client, a legal entity, an establishment or a member that still has dependants', async () => {
    const client = await t.request('DELETE', `/api/v1/clients/${tenants.clientB.id}`, { cookie: cookies.admin });
    expect(client.status).toBe(409);
    expect(client.body.message).toBe(
      'Impossible de supprimer ce client : 1 entité légale, 1 établissement et 2 utilisateurs y sont rattachés',
    );
    const legalEntity = await t.request('DELETE', `/api/v1/legal-entities/${tenants.legalEntityB.id}`, {
      cookie: cookies.masterB,
    });
    expect(legalEntity.status).toBe(409);
    expect(legalEntity.body.message).toBe(
      'Impossible de supprimer cette entité légale : 1 établissement y est rattaché',
    );
    const establishment = await t.request('DELETE', `/api/v1/establishments/${tenants.establishmentB1.id}`, {
      cookie: cookies.masterB,
    });
    expect(establishment.status).toBe(409);
    expect(establishment.body.message).toBe('Impossible de supprimer cet établissement : 1 utilisateur y est rattaché');
    const member = await insertMember(t.db, {
      clientId: tenants.clientB.id,
      establishmentIds: [tenants.establishmentB1.id],
    });
    const memberDelete = await t.request('DELETE', `/api/v1/members/effective/${member.id}`, {
      cookie: cookies.masterB,
    });
    expect(memberDelete.status).toBe(409);
    expect(memberDelete.body.message).toBe('Impossible de supprimer ce membre : il est rattaché à 1 établissement');
  });

  it('deletes what has nothing attached', async () => {
    const emptyEntity = await insertLegalEntity(t.db, tenants.clientB.id, 'Entité vide');
    const deleted = await t.request('DELETE', `/api/v1/legal-entities/${emptyEntity.id}`, { cookie: cookies.masterB });
    expect(deleted.status).toBe(204);
    const gone = await t.request('GET', `/api/v1/legal-entities/${emptyEntity.id}`, { cookie: cookies.masterB });
    expect(gone.status).toBe(404);
  });
});

describe('establishments', () => {
  it("refuses a legal entity of another client and creates with the legal entity's client", async () => {
    const foreign = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.masterA,
      body: establishmentBody(tenants.legalEntityB.id),
    });
    expect(foreign.status).toBe(404);
    const mismatch = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.admin,
      body: { ...establishmentBody(tenants.legalEntityB.id), clientId: tenants.clientA.id },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.fieldErrors.legalEntityId).toBe(
      "L'entité légale doit appartenir au client de l'établissement",
    );
    const created = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.masterA,
      body: establishmentBody(tenants.legalEntityA.id),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      clientId: tenants.clientA.id,
      siret: '12345678201232',
      category: 'MICRO_CRECHE',
      capacity: 12,
      lastAssembly: '2026-03-01',
    });
  });

  it('links a DIRECTOR to the establishment it creates, through its effective member', async () => {
    const created = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.directorA,
      body: establishmentBody(tenants.legalEntityA.id, 'Crèche du Directeur'),
    });
    expect(created.status).toBe(201);
    const [member] = await t.db
      .select()
      .from(effectiveMembers)
      .where(eq(effectiveMembers.userId, tenants.users.directorA.id));
    expect(member).toMatchObject({ clientId: tenants.clientA.id, role: 'DIRECTOR' });
    const team = await t.request('GET', `/api/v1/establishments/${created.body.id}/members`, {
      cookie: cookies.directorA,
    });
    expect(team.body.items.map((link: any) => link.effectiveMemberId)).toEqual([member!.id]);
    const mine = await t.request('GET', '/api/v1/establishments?search=Directeur', { cookie: cookies.directorA });
    expect(mine.body.items.map((e: any) => e.id)).toEqual([created.body.id]);
    const foreign = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.directorA,
      body: establishmentBody(tenants.legalEntityB.id),
    });
    expect(foreign.status).toBe(404);
  });
});

describe('members', () => {
  it('links a member once, filters the directory by client and converts a member to a user', async () => {
    const created = await t.request('POST', '/api/v1/members/effective', {
      cookie: cookies.masterA,
      body: { clientId: tenants.clientA.id, firstName: ' Inès ', lastName: 'Martin', role: 'ASSISTANT_DIRECTOR' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Inès', userId: null, user: null, qualifications: null });
    const path = `/api/v1/establishments/${tenants.establishmentA2.id}/members`;
    const linked = await t.request('POST', path, {
      cookie: cookies.masterA,
      body: { effectiveMemberId: created.body.id },
    });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({
      establishmentId: tenants.establishmentA2.id,
      effectiveMember: { lastName: 'Martin' },
    });
    const twice = await t.request('POST', path, {
      cookie: cookies.masterA,
      body: { effectiveMemberId: created.body.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Ce membre est déjà rattaché à cet établissement');

    const ofB = await t.request('GET', `/api/v1/members/effective?clientId=${tenants.clientB.id}`, {
      cookie: cookies.admin,
    });
    expect(ofB.body.items.every((m: any) => m.clientId === tenants.clientB.id)).toBe(true);
    const ofA = await t.request('GET', `/api/v1/members/effective?clientId=${tenants.clientA.id}`, {
      cookie: cookies.admin,
    });
    expect(ofA.body.items.map((m: any) => m.id)).toContain(created.body.id);

    const converted = await t.request('POST', `/api/v1/members/effective/${created.body.id}/convert-to-user`, {
      cookie: cookies.masterA,
      body: { email: 'Ines.Martin@creche.fr' },
    });
    expect(converted.status).toBe(200);
    expect(converted.body).toMatchObject({
      success: true,
      user: {
        name: 'Inès Martin',
        firstName: 'Inès',
        lastName: 'Martin',
        email: 'ines.martin@creche.fr',
        emailVerified: false,
      },
    });
    expect(typeof converted.body.message).toBe('string');
    const [row] = await t.db.select().from(user).where(eq(user.id, converted.body.user.id));
    expect(row).toMatchObject({
      roles: ['DIRECTOR'],
      clientId: tenants.clientA.id,
      establishmentId: tenants.establishmentA2.id,
    });
    const member = await t.request('GET', `/api/v1/members/effective/${created.body.id}`, { cookie: cookies.masterA });
    expect(member.body).toMatchObject({ userId: row!.id, user: { email: 'ines.martin@creche.fr' } });

    const again = await t.request('POST', `/api/v1/members/effective/${created.body.id}/convert-to-user`, {
      cookie: cookies.masterA,
      body: { email: 'autre@creche.fr' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ce membre a déjà un compte utilisateur');
    const other = await insertMember(t.db, { clientId: tenants.clientA.id, role: 'HEALTH_REFERENT' });
    const taken = await t.request('POST', `/api/v1/members/effective/${other.id}/convert-to-user`, {
      cookie: cookies.masterA,
      body: { email: 'ines.martin@creche.fr' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Un utilisateur existe déjà avec cet email');
    const collaborator = await t.request('POST', `/api/v1/members/effective/${other.id}/convert-to-user`, {
      cookie: cookies.masterA,
      body: { email: 'referente@creche.fr' },
    });
    expect(collaborator.status).toBe(200);
    const [referent] = await t.db.select().from(user).where(eq(user.id, collaborator.body.user.id));
    expect(referent).toMatchObject({ roles: ['COLLABORATOR'], establishmentId: null });
  });
});

describe('agreements', () => {
  it('defaults requestDate to the Paris date and status to ACTIVE', async () => {
    const created = await t.request('POST', '/api/v1/agreements', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      requestDate: getParisToday(),
      status: 'ACTIVE',
      number: null,
      agreementDate: null,
    });
    const updated = await t.request('PUT', `/api/v1/agreements/${created.body.id}`, {
      cookie: cookies.directorA,
      body: { status: 'INACTIVE', number: 'AG-2026-01', metadata: { pmiVisit: '2026-01-10' } },
    });
    expect(updated.body).toMatchObject({
      status: 'INACTIVE',
      number: 'AG-2026-01',
      metadata: { pmiVisit: '2026-01-10' },
    });
    const listed = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/agreements`, {
      cookie: cookies.directorA,
    });
    expect(listed.body.items.map((a: any) => a.id)).toContain(created.body.id);
  });
});
