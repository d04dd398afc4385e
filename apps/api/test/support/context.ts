import { createTestContext, type TestContext } from './app.ts';
import { createTenants, type Tenants } from './fixtures.ts';

export type UserKey = keyof Tenants['users'];
export type Cookies = Record<UserKey, string>;

/** One session cookie per user, signed in one after the other (each through its own code e-mail). */
export async function signInAll<K extends string>(
  t: TestContext,
  users: Record<K, { email: string }>,
): Promise<Record<K, string>> {
  const cookies = {} as Record<K, string>;
  for (const [key, value] of Object.entries(users) as Array<[K, { email: string }]>) {
    cookies[key] = await t.signIn(value.email);
  }
  return cookies;
}

/**
 * The usual start of a test file: the API on a database of its own (ADR 005), the two tenants of
 * `createTenants`, and a session cookie for each of their users. `signIn: false` skips the sign-ins
 * for files that test signing in itself or need no session.
 */
export async function openTenantsContext(
  options: Parameters<typeof createTestContext>[0] & { signIn?: boolean } = {},
): Promise<{ t: TestContext; tenants: Tenants; cookies: Cookies }> {
  const { signIn = true, ...contextOptions } = options;
  const t = await createTestContext(contextOptions);
  const tenants = await createTenants(t.db);
  const cookies = signIn ? await signInAll(t, tenants.users) : ({} as Cookies);
  return { t, tenants, cookies };
}
