import { expect, test } from '../fixtures.ts';
import { expectTruthy, selectedEstablishment } from '../helpers.ts';

test('l’établissement choisi survit au rechargement', async ({ directorPage: page }) => {
  const card = page.getByTestId('establishment-card');
  await card.waitFor();
  // One is chosen without asking.
  const initial = await selectedEstablishment(page);

  await page.getByTestId('establishment-switcher').click();
  // The switcher's own list: the home's filters (native selects) have options too.
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor();
  const names = await options.locator('span > span:first-child').allTextContents();
  const target = names.find((name) => name !== initial.name);
  expectTruthy(target, 'la directrice a au moins deux établissements');
  // Keyboard only: type to search on the server, arrows and Enter to choose.
  await page.getByRole('combobox', { name: 'Rechercher un établissement' }).fill(target.slice(0, 12));
  await options.filter({ hasText: target }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role=option]').length === 1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await card.getByRole('heading', { name: target }).waitFor();

  await page.reload();
  await page.getByTestId('establishment-card').getByRole('heading', { name: target }).waitFor();
  expect((await selectedEstablishment(page)).name).toBe(target);
});
