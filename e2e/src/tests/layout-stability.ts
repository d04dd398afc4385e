import type { Page } from '@playwright/test';
import { api } from '../api-calls.ts';
import { expect, test } from '../fixtures.ts';
import { selectedEstablishment } from '../helpers.ts';

// Issue 33 item 6: on a phone the screens' data arrive one request after another, over a slow network; a panel
// that appears or grows must not push what the reader is looking at (Lighthouse measured a layout shift of 0.69
// on the home, 0.20 on the action plan, 0.14 on an evaluation). Here each API answer is held back by its own delay,
// as on a slow network, and the page's layout shifts are summed as Chromium reports them (the CLS of Web Vitals
// without its windows: a stricter sum).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Holds back every API answer: 250 to 1,450 ms, a different delay for each address, the same on every run. */
async function slowApi(page: Page) {
  await page.route(/\/(api\/v1|rpc)\//, async (route) => {
    const url = route.request().url();
    let hash = 0;
    for (const char of url) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    await new Promise((resolve) => setTimeout(resolve, 250 + (hash % 5) * 300));
    await route.continue();
  });
}

/**
 * Loads `path` afresh and sums its layout shifts once `ready` holds and no placeholder is left (the live stream
 * keeps a request open, so the network never goes quiet: the placeholders say when the data are in).
 */
async function layoutShift(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.addInitScript(() => {
    const store = window as unknown as { __shifts: number };
    store.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) store.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await ready(page);
  await expect(page.locator('main [aria-label^="Chargement"]')).toHaveCount(0, { timeout: 30_000 });
  // A last answer may still be on its way to a panel with nothing to hold its place.
  await page.waitForTimeout(2_000);
  return page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

test('sur un téléphone, l’accueil, le plan d’action et une auto-évaluation ne bougent pas sous les yeux pendant leur chargement', async ({
  directorPage: page,
}) => {
  const establishment = await selectedEstablishment(page);
  const inProgress = await api<{ items: Array<{ formId: string }> }>(
    page,
    'GET',
    `/evaluations?establishmentId=${establishment.id}&status=IN_PROGRESS`,
  );
  const formId = inProgress.items[0]!.formId;
  await slowApi(page);

  const home = await layoutShift(page, '/', async (page) => {
    await expect(page.getByRole('heading', { name: 'Vue de groupe', exact: false })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('establishment-card')).toBeAttached({ timeout: 30_000 });
  });
  const plan = await layoutShift(page, '/action-plan', async (page) => {
    await expect(page.getByRole('heading', { name: 'Écarts à traiter' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Actions', exact: true })).toBeVisible({ timeout: 30_000 });
  });
  const evaluation = await layoutShift(page, `/auto-evaluation/form/${formId}`, async (page) => {
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible({ timeout: 30_000 });
  });
  // Web Vitals' « good » is 0.1; the sum here is stricter than CLS, and each screen has to stay under half of it.
  expect(home, 'accueil').toBeLessThan(0.05);
  expect(plan, 'plan d’action').toBeLessThan(0.05);
  expect(evaluation, 'auto-évaluation').toBeLessThan(0.05);
});
