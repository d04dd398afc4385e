import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, completeLogin, expectPath, readLocalStorage, openFromNav, signInWithCode } from '../helpers.ts';

type ProfilStorage = { state: { profiles: Array<{ user: { email: string } }>; activeEmail: string | null } };

async function switchTo(page: Page, email: string, firstName: string) {
  await page.getByTestId('profile-switcher').click();
  await page
    .getByRole('menuitem', { name: new RegExp(email.replace(/[.]/g, '\\.')) })
    .first()
    .click();
  await page.getByRole('heading', { name: `Bonjour ${firstName}` }).waitFor();
}

test('deux profils, basculés dans un sens puis dans l’autre', async ({ page, mailbox }) => {
  // Both by code: the app keeps a profile (and better-auth a multi-session cookie) at each sign-in on its login page.
  await signInWithCode(page, mailbox, ACCOUNTS.director.email);
  await page.getByTestId('profile-switcher').click();
  await page.getByRole('menuitem', { name: 'Ajouter un compte' }).click();
  await expectPath(page, '/auth/login');
  await completeLogin(page, mailbox, ACCOUNTS.clientMaster.email);
  await page.getByRole('heading', { name: `Bonjour ${ACCOUNTS.clientMaster.firstName}` }).waitFor();

  let stored = await readLocalStorage<ProfilStorage>(page, 'profil');
  expect(stored.state.profiles.map((profile) => profile.user.email).sort()).toStrictEqual(
    [ACCOUNTS.director.email, ACCOUNTS.clientMaster.email].sort(),
  );
  expect(stored.state.activeEmail).toBe(ACCOUNTS.clientMaster.email);

  await switchTo(page, ACCOUNTS.director.email, ACCOUNTS.director.firstName);
  stored = await readLocalStorage<ProfilStorage>(page, 'profil');
  expect(stored.state.activeEmail).toBe(ACCOUNTS.director.email);

  await switchTo(page, ACCOUNTS.clientMaster.email, ACCOUNTS.clientMaster.firstName);
  stored = await readLocalStorage<ProfilStorage>(page, 'profil');
  expect(stored.state.activeEmail).toBe(ACCOUNTS.clientMaster.email);
  expect(stored.state.profiles.length).toBe(2);

  // The CLIENT_MASTER may not grant ADMIN: the form does not offer it.
  await openFromNav(page, 'Utilisateurs', 'Administration');
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  await page.getByRole('dialog').getByLabel('Responsable client').waitFor();
  await expect(page.getByRole('dialog').getByLabel('Administrateur')).toHaveCount(0);

  await page.keyboard.press('Escape');

  // Signing one profile out keeps the other signed in.
  await page.getByTestId('profile-switcher').click();
  await page.getByRole('menuitem', { name: `Déconnecter ${ACCOUNTS.director.email}` }).click();
  await page.waitForFunction((email) => !localStorage.getItem('profil')?.includes(email), ACCOUNTS.director.email);
  stored = await readLocalStorage<ProfilStorage>(page, 'profil');
  expect(stored.state.profiles.map((profile) => profile.user.email)).toStrictEqual([ACCOUNTS.clientMaster.email]);
  await page.goto('/');
  await page.getByRole('heading', { name: `Bonjour ${ACCOUNTS.clientMaster.firstName}` }).waitFor();
});
