import { test } from '../fixtures.ts';
import { expectToast, MESSAGES } from '../helpers.ts';

test('la page Mon compte renomme l’utilisateur', async ({ collaboratorPage: page }) => {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mon compte' }).click();
  await page.getByRole('heading', { name: 'Mon compte', exact: true }).waitFor();

  await page.getByLabel('Prénom').fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Le prénom est obligatoire').waitFor();

  await page.getByLabel('Prénom').fill('Juliette');
  await page.getByLabel('Nom', { exact: true }).fill('Moreau-Test');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Votre profil est enregistré.');
  await page.getByTestId('user-menu').getByText('Juliette Moreau-Test').waitFor();

  await page.reload();
  await page.getByTestId('user-menu').getByText('Juliette Moreau-Test').waitFor();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Bonjour Juliette' }).waitFor();

  // Signing out every session ends this one too: back to the login page.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Déconnecter toutes les sessions' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.goto('/account');
  await expectToast(page, MESSAGES.unauthorized);
});
