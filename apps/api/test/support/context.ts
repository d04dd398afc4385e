import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './app.ts';
import { createTenants, type Tenants } from './fixtures.ts';

export type UserKey = keyof Tenants['users'];
export type Cookies = Record<UserKey, string>;

/** One session cookie per user, each signed in through its own code e-mail from its own address, all at once. */
export async function signInAll<K extends string>(
  t: TestContext,
  users: Record<K, { email: string }>,
): Promise<Record<K, string>> {
  const entries = Object.entries(users) as Array<[K, { email: string }]>;
  const signed = await Promise.all(entries.map(async ([key, value]) => [key, await t.signIn(value.email)] as const));
  return Object.fromEntries(signed) as Record<K, string>;
}

const pick = <T extends object, K extends keyof T>(object: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;

/**
 * The usual start of a test file: the API on a database of its own (ADR 005), the two tenants of
 * `createTenants`, and a session cookie for each of their users (`signIn: false`: none, for files that test
 * signing in itself; a list of users: theirs only).
 */
export async function openTenantsContext(
  options: Parameters<typeof createTestContext>[0] & { signIn?: boolean | readonly UserKey[] } = {},
): Promise<{ t: TestContext; tenants: Tenants; cookies: Cookies }> {
  const { signIn = true, ...contextOptions } = options;
  const t = await createTestContext(contextOptions);
  const tenants = await createTenants(t.db);
  const users = signIn === true ? tenants.users : signIn === false ? {} : pick(tenants.users, signIn);
  const cookies = (await signInAll(t, users)) as Cookies;
  return { t, tenants, cookies };
}

type FileContext = { t: TestContext; tenants: Tenants; cookies: Record<string, string> };

/**
 * Opens a file's context (`openTenantsContext`, `openBoardReportContext`…) before its tests and closes its API after
 * them. The `t`, `tenants` and `cookies` returned are filled in place once opened, so a file can destructure them
 * at the top and use them in its tests; any other field (a form's id…) is read from the returned object.
 */
export function useFileContext<C extends FileContext>(open: () => Promise<C>, timeout?: number): C {
  const live = { t: {}, tenants: {}, cookies: {} } as C;
  let opened: C | undefined;
  beforeAll(async () => {
    opened = await open();
    const { t, tenants, cookies, ...rest } = opened;
    Object.assign(live.t, t);
    Object.assign(live.tenants, tenants);
    Object.assign(live.cookies, cookies);
    Object.assign(live, rest);
  }, timeout);
  afterAll(() => opened?.t.close());
  return live;
}
