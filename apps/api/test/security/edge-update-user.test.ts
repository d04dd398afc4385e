import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema.ts';
import { createTestContext, type TestContext } from '../support/app.ts';
import { createTenants, type Tenants } from '../support/fixtures.ts';

// Issue 12 item 12: the display name always follows the first and last names.

let t: TestContext;
let tenants: Tenants;

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
});
afterAll(() => t?.close());

const nameOf = async (id: string) => (await t.db.select().from(user).where(eq(user.id, id)))[0]!;

describe('update-user and the display name', () => {
  it('never stores a display name chosen by the user', async () => {
    const target = tenants.users.collaboratorA;
    const cookie = await t.signIn(target.email);
    const forged = await t.request('POST', '/api/auth/update-user', {
      body: { name: 'Alice Administratrice (Système)' },
      cookie,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Le nom affiché suit le prénom et le nom : il ne se modifie pas directement');
    const mixed = await t.request('POST', '/api/auth/update-user', {
      body: { firstName: 'Alice', lastName: 'Martin', name: 'Alice Administratrice (Système)' },
      cookie,
    });
    expect(mixed.status).toBe(400);
    expect((await nameOf(target.id)).name).toBe(`${target.firstName} ${target.lastName}`);
  });

  it('recomputes the display name when only the first or the last name changes', async () => {
    const target = tenants.users.directorA;
    const cookie = await t.signIn(target.email);
    expect((await t.request('POST', '/api/auth/update-user', { body: { firstName: 'Bruno' }, cookie })).status).toBe(
      200,
    );
    expect(await nameOf(target.id)).toMatchObject({
      firstName: 'Bruno',
      lastName: target.lastName,
      name: `Bruno ${target.lastName}`,
    });
    expect((await t.request('POST', '/api/auth/update-user', { body: { lastName: 'Petit' }, cookie })).status).toBe(
      200,
    );
    expect(await nameOf(target.id)).toMatchObject({ firstName: 'Bruno', lastName: 'Petit', name: 'Bruno Petit' });
    const session = await t.request('GET', '/api/auth/get-session', { cookie });
    expect(session.body.user.name).toBe('Bruno Petit');
  });
});

describe('update-user accepts first and last names only', () => {
  it('refuses an image, unknown fields, control characters and overlong names in French, and stores nothing', async () => {
    const target = tenants.users.masterA;
    const cookie = await t.signIn(target.email);
    const image = await t.request('POST', '/api/auth/update-user', {
      body: { image: 'https://attaquant.example/pixel.png' },
      cookie,
    });
    expect(image.status).toBe(400);
    expect(image.body.message).toBe('Seuls le prénom et le nom se modifient depuis votre compte');
    const nul = await t.request('POST', '/api/auth/update-user', { body: { firstName: 'Al\u0000ice' }, cookie });
    expect(nul.status).toBe(400);
    expect(nul.body.data.fieldErrors.firstName).toBeTruthy();
    const long = await t.request('POST', '/api/auth/update-user', { body: { lastName: 'x'.repeat(101) }, cookie });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Ce champ ne peut pas dépasser 100 caractères');
    const empty = await t.request('POST', '/api/auth/update-user', { body: { firstName: '   ' }, cookie });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Le prénom est obligatoire');
    const stored = await nameOf(target.id);
    expect(stored).toMatchObject({ firstName: target.firstName, lastName: target.lastName, image: null });
    const trimmed = await t.request('POST', '/api/auth/update-user', { body: { firstName: '  Chloé ' }, cookie });
    expect(trimmed.status).toBe(200);
    expect((await nameOf(target.id)).name).toBe(`Chloé ${target.lastName}`);
  });
});
