import { expect, type Locator, type Page } from '@playwright/test';

/** The French message shown under a field: the element its aria-describedby points to. */
export async function expectFieldError(scope: Page | Locator, label: string, message: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.and(scope.locator('[aria-invalid="true"]')).waitFor();
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy, `« ${label} » n’a pas de message`).toBeTruthy();
  await expect(scope.locator(`[id="${describedBy}"]`), `message sous « ${label} »`).toHaveText(message);
}

/** Each field's French message, by label (`expectFieldError` for each, in order). */
export async function expectFieldErrors(scope: Page | Locator, messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) await expectFieldError(scope, label, message);
}

/** Counts the write calls the page sends to any of the API paths (POST, PUT, DELETE), REST or RPC. */
export function countWrites(page: Page, ...pathParts: string[]) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET' && pathParts.some((part) => request.url().includes(part))) counter.count += 1;
  });
  return counter;
}

/**
 * Keyboard only: `search` typed into a searchable picker (searched on the server), then Entrée once `option` is
 * the only one left (the active one).
 */
export async function pickOnlyOption(picker: Locator, search: string, option: string | RegExp) {
  const page = picker.page();
  await picker.fill(search);
  await page.getByRole('option').filter({ hasText: option }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role=option]').length === 1);
  await picker.press('Enter');
}
