import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, insertLegalEntity, type Tenants } from './support/fixtures.ts';

let t: TestContext;
let tenants: Tenants;
let admin: string;
let legalEntityId: string;

const CREATED = [
  { name: 'Crèche Bleuets', city: 'Nantes' },
  { name: 'Crèche Azalées', city: 'Rennes' },
  { name: 'Crèche Capucines', city: 'Angers' },
];

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  admin = await t.signIn(tenants.users.admin.email);
  legalEntityId = (await insertLegalEntity(t.db, tenants.clientA.id)).id;
  // One after the other: createdAt follows the order of CREATED.
  for (const { name, city } of CREATED) {
    const response = await t.request('POST', '/api/v1/establishments', {
      cookie: admin,
      body: {
        legalEntityId,
        name,
        city,
        address: '1 rue des Fleurs',
        phoneNumber: '0102030405',
        postalCode: '44000',
        siret: '12345678200010',
        raisonSocialeOfTheManager: 'Association',
        modalityOfTarification: 'PSU',
      },
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => t?.close());

async function namesSortedBy(sort?: string) {
  const query = new URLSearchParams({ legalEntityId, ...(sort ? { sort } : {}) });
  const response = await t.request('GET', `/api/v1/establishments?${query}`, { cookie: admin });
  expect(response.status).toBe(200);
  return response.body.items.map((item: { name: string }) => item.name);
}

describe('establishments list order (the administration table sorts on the server)', () => {
  it('sorts by name unless asked, and by name, city or creation date either way', async () => {
    expect(await namesSortedBy()).toEqual(['Crèche Azalées', 'Crèche Bleuets', 'Crèche Capucines']);
    expect(await namesSortedBy('-name')).toEqual(['Crèche Capucines', 'Crèche Bleuets', 'Crèche Azalées']);
    expect(await namesSortedBy('city')).toEqual(['Crèche Capucines', 'Crèche Bleuets', 'Crèche Azalées']);
    expect(await namesSortedBy('-city')).toEqual(['Crèche Azalées', 'Crèche Bleuets', 'Crèche Capucines']);
    expect(await namesSortedBy('createdAt')).toEqual(['Crèche Bleuets', 'Crèche Azalées', 'Crèche Capucines']);
    expect(await namesSortedBy('-createdAt')).toEqual(['Crèche Capucines', 'Crèche Azalées', 'Crèche Bleuets']);
  });

  it('refuses an unknown order with a French 400, not a 500', async () => {
    const response = await t.request('GET', `/api/v1/establishments?sort=siret`, { cookie: admin });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('Tri invalide');
  });
});
