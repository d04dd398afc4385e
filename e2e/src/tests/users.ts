import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, clickAndConfirm, expectToast, openDialog, openFromNav } from '../helpers.ts';

/** With the keyboard, the first establishment of the searchable list (after « Aucun établissement »). */
async function pickFirstEstablishment(dialog: Locator) {
  const picker = dialog.getByRole('combobox', { name: 'Établissement', exact: true });
  await picker.press('ArrowDown');
  await dialog.getByRole('option').nth(1).waitFor();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker, 'l’établissement choisi est affiché').not.toHaveValue('');
}

test('ADMIN : messages français, création puis suppression d’un utilisateur', async ({ adminPage: page }) => {
  await openFromNav(page, 'Utilisateurs', 'Administration');
  const dialog = await openDialog(page, 'Nouvel utilisateur');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await dialog.getByText('Le prénom est obligatoire').waitFor();
  await dialog.getByText('Veuillez sélectionner au moins un rôle').waitFor();

  await dialog.getByLabel('Prénom').fill('Zoé');
  await dialog.getByLabel('Nom', { exact: true }).fill('Durand');
  await dialog.getByLabel('Adresse e-mail').fill(ACCOUNTS.director.email);
  await dialog.getByLabel('Collaborateur·rice').click();
  await dialog.getByRole('button', { name: 'Créer' }).click();
  // The server's own per-field message, under the field.
  await dialog.getByText('Veuillez sélectionner un client').waitFor();

  await pickFirstEstablishment(dialog);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'existe déjà');
  await expect(dialog.getByLabel('Prénom'), 'rien de ce qui est saisi n’est perdu').toHaveValue('Zoé');

  await dialog.getByLabel('Adresse e-mail').fill('zoe.durand@example.fr');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'Utilisateur créé : une invitation a été envoyée à zoe.durand@example.fr.');
  await page.getByRole('cell', { name: 'zoe.durand@example.fr', exact: true }).waitFor();

  await clickAndConfirm(page, 'Supprimer Zoé Durand', 'Supprimer', 'Zoé Durand a été supprimé.');
  await page.getByRole('cell', { name: 'zoe.durand@example.fr', exact: true }).waitFor({ state: 'detached' });
});

test('CLIENT_MASTER : ses seuls utilisateurs, pas de rôle Administrateur, création et modification', async ({
  clientMasterPage: page,
}) => {
  await openFromNav(page, 'Utilisateurs', 'Administration');
  await page.getByRole('cell', { name: ACCOUNTS.director.email, exact: true }).waitFor();
  // The ADMIN belongs to no client: a CLIENT_MASTER never sees it (DESIGN §3).
  await expect(page.getByRole('cell', { name: ACCOUNTS.admin.email, exact: true })).toHaveCount(0);

  const dialog = await openDialog(page, 'Nouvel utilisateur');
  await expect(dialog.getByLabel('Administrateur'), 'le rôle ADMIN n’est pas proposé').toHaveCount(0);
  await expect(dialog.getByLabel('Client', { exact: true }), 'le client est imposé').toHaveCount(0);
  await dialog.getByLabel('Prénom').fill('Léon');
  await dialog.getByLabel('Nom', { exact: true }).fill('Martin');
  await dialog.getByLabel('Adresse e-mail').fill('pas-un-email');
  await dialog.getByLabel('Collaborateur·rice').click();
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await dialog.getByText('Veuillez saisir un email valide').waitFor();
  await dialog.getByLabel('Adresse e-mail').fill('leon.martin@example.fr');
  await pickFirstEstablishment(dialog);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'Utilisateur créé : une invitation a été envoyée à leon.martin@example.fr.');
  await page.getByRole('cell', { name: 'leon.martin@example.fr', exact: true }).waitFor();

  const editDialog = await openDialog(page, 'Modifier leon.martin@example.fr');
  await expect(editDialog.getByLabel('Administrateur')).toHaveCount(0);
  await editDialog.getByLabel('Nom', { exact: true }).fill('Martin-Roux');
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByRole('cell', { name: /Martin-Roux/ })
    .first()
    .waitFor();
});
