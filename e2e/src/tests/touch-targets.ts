import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// A phone in the hand: a 390 px screen whose pointer is a finger (`pointer: coarse`), where every control standing
// alone is a 44 px target (WCAG 2.5.5). A walk at 390 px found the clients list's establishments count, « 5 », a
// 16 px link.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The links and buttons of a region smaller than 44 × 44 px, named with their size. */
async function smallTargets(region: Locator): Promise<string[]> {
  return region.locator('a[href], button').evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ element, box }) =>
          `${element.getAttribute('aria-label') ?? element.textContent?.trim()} : ${Math.round(box.width)} × ${Math.round(box.height)} px`,
      ),
  );
}

test('sur un téléphone, les listes d’administration n’ont que des cibles de 44 px', async ({ adminPage: page }) => {
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  for (const path of ['/admins/clients', '/admins/legal-entities']) {
    await page.goto(path);
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: /établissement\(s\) de/ }).first()).toBeVisible();
    expect(await smallTargets(table)).toEqual([]);
  }
});
