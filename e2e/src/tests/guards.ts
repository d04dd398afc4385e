import assert from 'node:assert/strict';
import { test } from '../harness.ts';
import { ACCOUNTS, completeLogin, expectPath, expectToast, MESSAGES, signIn } from '../helpers.ts';

test('sans session : toast et redirection vers la connexion', async ({ page }) => {
  await page.goto('/account');
  await expectToast(page, MESSAGES.unauthorized);
  await expectPath(page, '/auth/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/account');
});

test('connexion puis retour à la page demandée', async ({ page, mailbox }) => {
  await page.goto('/users/?search=Martin');
  await expectPath(page, '/auth/login');
  await completeLogin(page, mailbox, ACCOUNTS.admin.email);
  await expectPath(page, '/users/');
  assert.equal(new URL(page.url()).searchParams.get('search'), 'Martin');
  await page.getByRole('heading', { name: 'Utilisateurs' }).waitFor();
  await page.getByRole('cell', { name: ACCOUNTS.director.email, exact: true }).waitFor();

  // SPEC §8: a route whose data fails shows the router's fallback, and retrying recovers.
  await page.route('**/api/v1/users?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/users/?search=Garnier');
  await page.getByRole('heading', { name: 'Something went wrong!' }).waitFor();
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

test('COLLABORATOR renvoyé à l’accueil depuis /users/ avec le toast de permission', async ({ page, mailbox }) => {
  await signIn(page, mailbox, ACCOUNTS.collaborator.email);
  await page.goto('/users/');
  await expectToast(page, MESSAGES.forbidden);
  await expectPath(page, '/');
  assert.equal(await page.getByRole('link', { name: 'Utilisateurs' }).count(), 0);
  // SPEC §6: a COLLABORATOR reads clients and establishments, never users.
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'Établissements', exact: true }).waitFor();
  assert.equal(await page.getByRole('menuitem', { name: 'Utilisateurs' }).count(), 0);
});

test('Not Found pour une route inconnue', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await page.getByRole('heading', { name: 'Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).waitFor();
});
