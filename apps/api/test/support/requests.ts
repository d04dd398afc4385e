import { TEST_ORIGIN, type TestContext } from './app.ts';

/** The body of a call that must succeed (set-up), or an error naming the step and the answer. */
export async function ok<T = any>(promise: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const response = await promise;
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A multipart POST (file uploads), as the browser sends it: same origin, the session cookie. */
export async function postMultipart(
  t: TestContext,
  path: string,
  cookie: string,
  fields: Record<string, string | File>,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const response = await t.app.request(path, { method: 'POST', body, headers: { cookie, origin: TEST_ORIGIN } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
