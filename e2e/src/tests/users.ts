import assert from 'node:assert/strict';
import { test } from '../harness.ts';
import { ACCOUNTS, expectToast, signIn } from '../helpers.ts';

test('ADMIN : messages français, création puis suppression d’un utilisateur', async ({ page, mailbox }) => {
  await signIn(page, mailbox, ACCOUNTS.admin.email);
  await page.getByRole('link', { name: 'Utilisateurs' }).click();
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  const dialog = page.getByRole('dialog');
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

  await dialog.getByLabel('Établissement', { exact: true }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'existe déjà');
  assert.equal(await dialog.getByLabel('Prénom').inputValue(), 'Zoé', 'rien de ce qui est saisi n’est perdu');

  await dialog.getByLabel('Adresse e-mail').fill('zoe.durand@example.fr');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'Utilisateur créé.');
  await page.getByRole('cell', { name: 'zoe.durand@example.fr', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Supprimer Zoé Durand' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expectToast(page, 'Zoé Durand a été supprimé.');
  await page.getByRole('cell', { name: 'zoe.durand@example.fr', exact: true }).waitFor({ state: 'detached' });
});
