import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, establishments, legalEntities } from '../../src/db/schema.ts';
import { effectiveMembers, establishmentMembers } from '../../src/db/schema-members.ts';
import { type TestContext } from '../support/app.ts';
import { insertLegalEntity, insertMember, insertUser, type Tenants } from '../support/fixtures.ts';
import { establishmentBody } from '../support/admin-integrity.ts';
import { parentRaceFailure, rounds, summary } from './support/races.ts';
import { openTenantsContext } from '../support/context.ts';

/** Races on administration rows (issue 12 item 11): legal entities, agreements, members and their links. */

let t: TestContext;
let tenants: Tenants;
let master: string;

beforeAll(async () => {
  ({
    t,
    tenants,
    cookies: { masterA: master },
  } = await openTenantsContext({
    signIn: ['masterA'],
  }));
});
afterAll(() => t?.close());

describe('a legal entity deleted while an establishment is created under it', () => {
  it('ends in « created, deletion refused » or « deleted, creation 404 », never a 500', async () => {
    const failures = await rounds(async (index) => {
      const legalEntity = await insertLegalEntity(t.db, tenants.clientA.id, `Entité course ${index}`);
      return parentRaceFailure(
        t.request('DELETE', `/api/v1/legal-entities/${legalEntity.id}`, { cookie: master }),
        t.request('POST', '/api/v1/establishments', {
          cookie: master,
          body: establishmentBody(legalEntity.id, `Crèche course ${index}`),
        }),
        async () => ({
          parents: await t.db.$count(legalEntities, eq(legalEntities.id, legalEntity.id)),
          children: await t.db.$count(establishments, eq(establishments.legalEntityId, legalEntity.id)),
        }),
        {
          inUse: 'Impossible de supprimer cette entité légale : 1 établissement y est rattaché',
          deleted: 204,
          notFound: 'Entité légale introuvable',
          verb: 'create',
        },
      );
    });
    expect(failures).toEqual([]);
  });
});

describe('an agreement updated while it is deleted', () => {
  it('ends in « updated then deleted » or « deleted, update 404 », never a 500', async () => {
    const failures = await rounds(async (index) => {
      const created = await t.request('POST', '/api/v1/agreements', {
        cookie: master,
        body: { establishmentId: tenants.establishmentA1.id, number: `AGR-${index}` },
      });
      if (created.status !== 201) return `setup ${summary(created)}`;
      const id = created.body.id as string;
      const [updated, removed] = await Promise.all([
        t.request('PUT', `/api/v1/agreements/${id}`, { cookie: master, body: { number: `AGR-${index}-bis` } }),
        t.request('DELETE', `/api/v1/agreements/${id}`, { cookie: master }),
      ]);
      const left = await t.db.select().from(agreements).where(eq(agreements.id, id));
      const fine =
        removed.status === 204 &&
        left.length === 0 &&
        (updated.status === 200 || (updated.status === 404 && updated.body.message === 'Agrément introuvable'));
      return fine ? null : `update ${summary(updated)}, delete ${summary(removed)}`;
    });
    expect(failures).toEqual([]);
  });
});
describe('one user, one effective member', () => {
  it('binds two members to one user at once: one wins, the other is a 409', async () => {
    const failures = await rounds(async () => {
      const target = await insertUser(t.db, { role: 'COLLABORATOR', clientId: tenants.clientA.id });
      const first = await insertMember(t.db, { clientId: tenants.clientA.id });
      const second = await insertMember(t.db, { clientId: tenants.clientA.id });
      const answers = await Promise.all(
        [first, second].map((member) =>
          t.request('PUT', `/api/v1/members/effective/${member.id}`, { cookie: master, body: { userId: target.id } }),
        ),
      );
      const bound = await t.db.select().from(effectiveMembers).where(eq(effectiveMembers.userId, target.id));
      const statuses = answers.map((answer) => answer.status).sort();
      const refusal = answers.find((answer) => answer.status === 409);
      const fine =
        statuses.join() === '200,409' &&
        refusal?.body.message === 'Cet utilisateur est déjà associé à un autre membre' &&
        bound.length === 1;
      return fine ? null : `${answers.map(summary).join(', ')}, ${bound.length} member(s) bound`;
    });
    expect(failures).toEqual([]);
  });

  it('gives a DIRECTOR creating two establishments at once a single effective member', async () => {
    const failures = await rounds(async (index) => {
      const newcomer = await insertUser(t.db, {
        role: 'DIRECTOR',
        clientId: tenants.clientA.id,
        establishmentId: tenants.establishmentA1.id,
      });
      const cookie = await t.signIn(newcomer.email);
      const created = await Promise.all(
        ['Est', 'Ouest'].map((side) =>
          t.request('POST', '/api/v1/establishments', {
            cookie,
            body: establishmentBody(tenants.legalEntityA.id, `Crèche ${side} ${index}`),
          }),
        ),
      );
      const members = await t.db.select().from(effectiveMembers).where(eq(effectiveMembers.userId, newcomer.id));
      const fine = created.every((answer) => answer.status === 201) && members.length === 1;
      return fine ? null : `${created.map(summary).join(', ')}, ${members.length} member(s) for the director`;
    });
    expect(failures).toEqual([]);
  });
});

describe('a member deleted while it is linked to an establishment', () => {
  it('ends in « linked, deletion 409 » or « deleted, link 404 », never a 500', async () => {
    const failures = await rounds(async () => {
      const member = await insertMember(t.db, { clientId: tenants.clientA.id });
      return parentRaceFailure(
        t.request('DELETE', `/api/v1/members/effective/${member.id}`, { cookie: master }),
        t.request('POST', `/api/v1/establishments/${tenants.establishmentA1.id}/members`, {
          cookie: master,
          body: { effectiveMemberId: member.id },
        }),
        async () => ({
          parents: await t.db.$count(effectiveMembers, eq(effectiveMembers.id, member.id)),
          children: await t.db.$count(establishmentMembers, eq(establishmentMembers.effectiveMemberId, member.id)),
        }),
        {
          inUse: 'Impossible de supprimer ce membre : il est rattaché à 1 établissement',
          deleted: 200,
          notFound: 'Membre introuvable',
          verb: 'link',
        },
      );
    });
    expect(failures).toEqual([]);
  });
});
