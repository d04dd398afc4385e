import { expect, type Page } from '@playwright/test';

/** Calls the API with the browser's session, from the app's own origin: a test's set-up or check, which must succeed. */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** The same call made by the page itself (its fetch), answering the status and body whatever they are: for a refusal. */
export async function callApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async (request) => {
      const response = await fetch(`/api/v1${request.url}`, {
        method: request.method,
        headers: request.body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    { method, url, body },
  );
}

/** A PDF attached to an answer as the evidence upload sends it (multipart), as a set-up. */
export async function uploadEvidence(
  page: Page,
  evaluationId: string,
  questionKey: string,
  file: { name: string; text: string },
) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(
    `${origin}/api/v1/evaluations/${evaluationId}/answers/${questionKey}/evidence/upload`,
    {
      headers: { origin },
      multipart: { file: { name: file.name, mimeType: 'application/pdf', buffer: Buffer.from(file.text) } },
    },
  );
  expect(response.status(), await response.text()).toBe(200);
}
