import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema-auth.ts';
import { openTenantsContext, useFileContext } from '../support/context.ts';
import type { Tenants } from '../support/fixtures.ts';

// Issue 12 item 12: the display name always follows the first and last names.

const { t, tenants } = useFileContext(() => openTenantsContext({ signIn: false }));

/** The user `key` of the tenants, signed in on a browser of their own. */
async function signedIn(key: keyof Tenants['users']) {
  const target = tenants.users[key];
  return { target, cookie: await t.signIn(target.email) };
}

const updateUser = (cookie: string, body: Record<string, string>) =>
  t.request('POST', '/api/auth/update-user', { body, cookie });

/** A 400 with its French message. */
async function expectRefused(cookie: string, body: Record<string, string>, message: string) {
  const answer = await updateUser(cookie, body);
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(message);
}

const nameOf = async (id: string) => (await t.db.select().from(user).where(eq(user.id, id)))[0]!;

describe('update-user and the display name', () => {
  it('never stores a display name chosen by the user', async () => {
    const { target, cookie } = await signedIn('collaboratorA');
    await expectRefused(
      cookie,
      { name: 'Alice Administratrice (Système)' },
      'Le nom affiché suit le prénom et le nom : il ne se modifie pas directement',
    );
    const mixed = await updateUser(cookie, {
      firstName: 'Alice',
      lastName: 'Martin',
      name: 'Alice Administratrice (Système)',
    });
    expect(mixed.status).toBe(400);
    expect((await nameOf(target.id)).name).toBe(`${target.firstName} ${target.lastName}`);
  });

  it('recomputes the display name when only the first or the last name changes', async () => {
    const { target, cookie } = await signedIn('directorA');
    expect((await updateUser(cookie, { firstName: 'Bruno' })).status).toBe(200);
    expect(await nameOf(target.id)).toMatchObject({
      firstName: 'Bruno',
      lastName: target.lastName,
      name: `Bruno ${target.lastName}`,
    });
    expect((await updateUser(cookie, { lastName: 'Petit' })).status).toBe(200);
    expect(await nameOf(target.id)).toMatchObject({ firstName: 'Bruno', lastName: 'Petit', name: 'Bruno Petit' });
    const session = await t.request('GET', '/api/auth/get-session', { cookie });
    expect(session.body.user.name).toBe('Bruno Petit');
  });
});

describe('update-user accepts first and last names only', () => {
  it('refuses an image, unknown fields, control characters and overlong names in French, and stores nothing', async () => {
    const { target, cookie } = await signedIn('masterA');
    await expectRefused(
      cookie,
      { image: 'https://attaquant.example/pixel.png' },
      'Seuls le prénom et le nom se modifient depuis votre compte',
    );
    const nul = await updateUser(cookie, { firstName: 'Al\u0000ice' });
    expect(nul.status).toBe(400);
    expect(nul.body.data.fieldErrors.firstName).toBeTruthy();
    await expectRefused(cookie, { lastName: 'x'.repeat(101) }, 'Ce champ ne peut pas dépasser 100 caractères');
    await expectRefused(cookie, { firstName: '   ' }, 'Le prénom est obligatoire');
    const stored = await nameOf(target.id);
    expect(stored).toMatchObject({ firstName: target.firstName, lastName: target.lastName, image: null });
    const trimmed = await updateUser(cookie, { firstName: '  Chloé ' });
    expect(trimmed.status).toBe(200);
    expect((await nameOf(target.id)).name).toBe(`Chloé ${target.lastName}`);
  });
});
