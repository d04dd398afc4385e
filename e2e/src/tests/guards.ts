import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  ACCOUNTS,
  completeLogin,
  expectAdministrationMenu,
  expectForbidden,
  expectPath,
  expectToast,
  MESSAGES,
} from '../helpers.ts';

test('sans session : toast et redirection vers la connexion', async ({ page }) => {
  await page.goto('/account');
  await expectToast(page, MESSAGES.unauthorized);
  await expectPath(page, '/auth/login');
  await expect(page).toHaveURL((url) => url.searchParams.get('redirect') === '/account');
});

test('connexion puis retour à la page demandée', async ({ page, mailbox }) => {
  await page.goto('/users/?search=Martin');
  await expectPath(page, '/auth/login');
  await expectTitle(page, 'Connexion — Qualité & Conformité');
  await completeLogin(page, mailbox, ACCOUNTS.admin.email);
  await expectPath(page, '/users/');
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === 'Martin');
  await page.getByRole('heading', { name: 'Utilisateurs' }).waitFor();
  await expectTitle(page, 'Utilisateurs — Qualité & Conformité');
  await page.getByRole('cell', { name: ACCOUNTS.director.email, exact: true }).waitFor();

  // SPEC §8: a route whose data fails shows the router's fallback, and retrying recovers.
  await page.route('**/api/v1/users?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/users/?search=Garnier');
  await page.getByRole('heading', { name: 'Something went wrong!' }).waitFor();
  // Issue 19: the fallback explains itself in French and offers the way home as well as a retry.
  await page.getByText('Une erreur est survenue lors du chargement de cette page.').waitFor();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).waitFor();
  await page.unroute('**/api/v1/users?**');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await page.getByRole('cell', { name: ACCOUNTS.clientMaster.email, exact: true }).waitFor();
});

test('un code faux est refusé en français', async ({ page, mailbox }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Adresse e-mail').fill(ACCOUNTS.clientMaster.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  const code = await mailbox.waitForCode(ACCOUNTS.clientMaster.email, since);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code de connexion').fill(wrong);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Code incorrect.').waitFor();
});

test('COLLABORATOR renvoyé à l’accueil depuis /users/ avec le toast de permission', async ({
  collaboratorPage: page,
}) => {
  await expectForbidden(page, '/users/');
  await expect(page.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);
  // SPEC §6: a COLLABORATOR reads clients and establishments, never users.
  await expectAdministrationMenu(page, 'Établissements', 'Utilisateurs');
});

test('Not Found pour une route inconnue', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await page.getByRole('heading', { name: 'Not Found' }).waitFor();
  await page.getByText('La page demandée n’existe pas ou a été déplacée.').waitFor();
  await expectTitle(page, 'Page introuvable — Qualité & Conformité');
  // Without a session an unknown address is not a protected one: no sign-in toast, no redirect.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await expectPath(page, '/cette-page-n-existe-pas');
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expectPath(page, '/auth/login');
});

test('Not Found dans l’en-tête de l’application une fois connecté, avec le retour à l’accueil', async ({
  directorPage: page,
}) => {
  await expectTitle(page, 'Accueil — Qualité & Conformité');
  await page.goto('/admins/establishments/inconnu/nulle-part');
  await page.getByRole('heading', { name: 'Not Found' }).waitFor();
  await page.getByText('La page demandée n’existe pas ou a été déplacée.').waitFor();
  await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
  await expectTitle(page, 'Page introuvable — Qualité & Conformité');
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expectPath(page, '/');
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
  await expectTitle(page, 'Accueil — Qualité & Conformité');
});

/** Issue 19: each page names its browser tab. */
async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 5_000 }).catch(() => {});
  await expect(page).toHaveTitle(title);
}
