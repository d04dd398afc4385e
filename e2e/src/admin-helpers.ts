import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';

/** The French message shown under a field: the element its aria-describedby points to. */
export async function expectFieldError(scope: Page | Locator, label: string, message: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.and(scope.locator('[aria-invalid="true"]')).waitFor();
  const describedBy = await field.getAttribute('aria-describedby');
  assert.ok(describedBy, `« ${label} » n’a pas de message`);
  const error = scope.locator(`[id="${describedBy}"]`);
  await error.waitFor();
  assert.equal((await error.textContent())?.trim(), message, `message sous « ${label} »`);
}

/** Counts the write calls the page sends to an API path (POST, PUT, DELETE). */
export function countWrites(page: Page, pathPart: string) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes(pathPart)) counter.count += 1;
  });
  return counter;
}

/** Calls the API with the browser's session, from the app's own origin. */
export async function api<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  assert.ok(response.ok(), `${method} ${path} : ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}
