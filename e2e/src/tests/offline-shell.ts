import { expect, test } from '../fixtures.ts';
import { expectPath } from '../helpers.ts';

// The offline app shell is the service worker's: allowed here alone.
test.use({ serviceWorkers: 'allow' });

const UNREACHABLE =
  'Le serveur est injoignable. Vos réponses saisies sont conservées sur cet appareil ; la page se rechargera dès que le serveur répondra.';

/**
 * Issue 19 item 1: « keep the app shell usable offline ». Its service worker
 * keeps every built file: with the network gone, a menu click and a reload
 * show the app and say what is wrong (never the browser's own error page,
 * never « Vous devez être connecté » to a signed-in user); back online, the
 * page comes back by itself (issue 34 item 4: « Réessayer » is no longer needed).
 */
test('hors ligne : le menu et le rechargement gardent l’application, puis tout revient', async ({
  directorPage: page,
  context,
}) => {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });

  await context.setOffline(true);
  // Every page says it is offline, before any request fails.
  await page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' }).waitFor();
  await page.getByRole('link', { name: 'Bibliothèque' }).click();
  // The page's code comes from the worker; its data cannot: the app's own error, in French.
  await page.getByText(UNREACHABLE).waitFor();
  await page.getByRole('link', { name: 'Accueil' }).first().waitFor();

  await page.reload();
  await page.getByText(UNREACHABLE).waitFor();
  await page.getByRole('button', { name: 'Réessayer' }).waitFor();
  await expect(page.getByText('Vous devez être connecté')).toHaveCount(0);
  await expect(page).not.toHaveURL((url) => url.pathname === '/auth/login');

  await context.setOffline(false);
  await page.getByRole('heading', { name: 'Bibliothèque' }).waitFor({ timeout: 20_000 });
  await expect(page.getByText('Vous êtes hors ligne')).toHaveCount(0);
  await expectPath(page, '/librairy/');
});
