import path from 'node:path';
import { ROOT_DIR } from '../api-server.ts';
import { test } from '../fixtures.ts';

test('capture de l’accueil pour le README', async ({ directorPage: page }) => {
  await page.getByTestId('establishment-card').waitFor();
  // Every panel loaded (no skeleton left), the chart drawn.
  await page.getByRole('heading', { name: 'Évolution' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-label^="Chargement"]').length === 0);
  await page.locator('figure svg').first().waitFor();
  await page.screenshot({ path: path.join(ROOT_DIR, 'docs/screenshot-home.png') });
});
