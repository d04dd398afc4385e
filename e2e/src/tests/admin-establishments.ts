import { countWrites, expectFieldError, expectFieldErrors } from '../admin-helpers.ts';
import { api } from '../api-calls.ts';
import { expect, test } from '../fixtures.ts';
import {
  ACCOUNTS,
  clickAndConfirm,
  expectAdministrationMenu,
  expectForbidden,
  expectPath,
  expectToast,
  openFromNav,
} from '../helpers.ts';

test('Administration : création d’un établissement, chaque message français sous son champ puis le nouvel établissement dans la liste', async ({
  adminPage: page,
}) => {
  const writes = countWrites(page, '/api/v1/establishments');
  await openFromNav(page, 'Établissements', 'Administration');
  await page.getByRole('cell', { name: 'Crèche Les Lucioles', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Nouvel établissement' }).click();
  await expectPath(page, '/admins/establishments/create');
  const form = page.getByRole('form', { name: 'Nouvel établissement' });

  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectFieldErrors(form, {
    'Entité légale': 'Veuillez sélectionner une entité légale',
    'Nom de l’établissement': "Le nom de l'établissement est obligatoire",
    Adresse: "L'adresse est obligatoire",
    Téléphone: 'Le numéro de téléphone est obligatoire',
    'Code postal': 'Le code postal doit contenir 5 chiffres',
    Ville: 'La ville est obligatoire',
    SIRET: 'Le SIRET doit contenir 14 chiffres',
    'Raison sociale du gestionnaire': 'La raison sociale du gestionnaire est obligatoire',
    'Modalité de tarification': 'La modalité de tarification est obligatoire',
  });

  // Wrong values: each rule's own message.
  // The legal entity is searched on the server (an ADMIN may have thousands) and picked by a click.
  const legalEntityPicker = form.getByRole('combobox', { name: 'Entité légale', exact: true });
  await legalEntityPicker.fill('Rhône');
  await form
    .getByRole('option')
    .filter({ hasText: 'Les Petits Pas Rhône' })
    .filter({ hasText: 'Association Les Petits Pas' })
    .click();
  await expect(legalEntityPicker, 'le choix est affiché').toHaveValue('Les Petits Pas Rhône');
  await form.getByLabel('Nom de l’établissement').fill('Crèche Les Papillons');
  await form.getByLabel('Adresse').fill('3 rue de la République');
  // Issue 34 item 6: eight digits are no French number.
  await form.getByLabel('Téléphone').fill('04 72 00 00');
  await form.getByLabel('Code postal').fill('690');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByLabel('SIRET').fill('8234567850A034');
  await form.getByLabel('Raison sociale du gestionnaire').fill('Les Petits Pas Rhône');
  await form.getByLabel('Modalité de tarification').fill('PSU');
  // An incomplete date: the browser cannot read it.
  await form.getByLabel('Dernière assemblée').pressSequentially('12');
  await form.getByLabel('Capacité en places (facultatif)').fill('beaucoup');
  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectFieldErrors(form, {
    'Code postal': 'Le code postal doit contenir 5 chiffres',
    SIRET: 'Le SIRET doit contenir uniquement des chiffres',
    'Dernière assemblée': 'Veuillez saisir une date valide pour la dernière assemblée',
    'Capacité en places (facultatif)': 'La capacité doit être un nombre entier positif',
    Téléphone: 'Veuillez saisir un numéro de téléphone français valide (10 chiffres, par exemple 01 23 45 67 89)',
  });
  await expect(form.locator('[aria-invalid="true"]'), 'les champs corrects ne sont plus signalés').toHaveCount(5);
  await form.getByLabel('SIRET').fill('8234567850003');
  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectFieldError(form, 'SIRET', 'Le SIRET doit contenir 14 chiffres');
  expect(writes.count, 'aucune requête tant qu’un champ est faux').toBe(0);

  // Right values, but a SIRET of another company than the legal entity's: only the server knows its SIREN.
  await form.getByLabel('Téléphone').fill('04 72 00 00 00');
  await form.getByLabel('Code postal').fill('69002');
  await form.getByLabel('SIRET').fill('732 829 320 00074');
  await form.getByLabel('Dernière assemblée').fill('2026-03-12');
  await form.getByLabel('Capacité en places (facultatif)').fill('30');
  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectFieldError(form, 'SIRET', "Le SIRET doit commencer par le SIREN de l'entité légale (823 456 785)");
  expect(writes.count, 'refusée par le serveur').toBe(1);

  await form.getByLabel('SIRET').fill('823 456 785 00034');
  await form.getByLabel('Catégorie (facultatif)').selectOption({ label: 'Crèche 25–39' });
  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectToast(page, 'Crèche Les Papillons a été créé.');
  // Issue 19 item 8: the new establishment's own page and tabs, not the list.
  await page.waitForURL((url) => /^\/admins\/establishments\/[^/]+\/edit$/.test(url.pathname));
  await page.getByRole('heading', { name: 'Crèche Les Papillons', level: 1 }).waitFor();
  await page.goto('/admins/establishments/');
  const row = page.getByRole('row', { name: /Crèche Les Papillons/ });
  await row.waitFor();
  await expect(row).toHaveText(/69002 Lyon/);
  await expect(row).toHaveText(/Les Petits Pas Rhône/);
  expect(writes.count).toBe(2);

  // The list's own search finds it too, and the URL keeps the search.
  await page.goto('/admins/establishments/');
  await page.getByRole('searchbox', { name: 'Rechercher un établissement' }).fill('papillons');
  await page.waitForURL((url) => url.searchParams.get('search') === 'papillons');
  await page.getByRole('row', { name: /Crèche Les Papillons/ }).waitFor();
  await page.getByRole('row', { name: /Crèche Les Lucioles/ }).waitFor({ state: 'detached' });

  // The server sorts: newest first puts it on top of every establishment, and the URL keeps the order.
  await page.goto('/admins/establishments/');
  const sortByDate = page.getByRole('button', { name: /^Trier par créé le/ });
  await sortByDate.click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'createdAt');
  const dateHeader = page.getByRole('columnheader', { name: /créé le/i });
  await dateHeader.and(page.locator('[aria-sort="ascending"]')).waitFor();
  await sortByDate.click();
  await page.waitForURL((url) => url.searchParams.get('sort') === '-createdAt');
  await dateHeader.and(page.locator('[aria-sort="descending"]')).waitFor();
  await page.getByRole('row').nth(1).filter({ hasText: 'Crèche Les Papillons' }).waitFor();

  // Deleted from its own page, after confirmation: back to the list, where it no longer is.
  await page.getByRole('link', { name: 'Modifier Crèche Les Papillons' }).click();
  await page.getByRole('heading', { name: 'Crèche Les Papillons' }).waitFor();
  await clickAndConfirm(page, 'Supprimer', 'Supprimer', 'Crèche Les Papillons a été supprimé.');
  await expectPath(page, '/admins/establishments/');
  await page.getByRole('cell', { name: 'Crèche Les Lucioles', exact: true }).waitFor();
  // Already refreshed: the deleted row never shows again, not even for a moment.
  await expect(page.getByRole('cell', { name: 'Crèche Les Papillons', exact: true })).toHaveCount(0);
});

test('Administration : un CLIENT_MASTER ne peut pas ouvrir par son adresse l’établissement d’un autre client', async ({
  page,
  signIn,
}) => {
  // An ADMIN seeds another client, its legal entity and establishment.
  await signIn(page, ACCOUNTS.admin.email);
  const client = await api<{ id: string }>(page, 'POST', '/clients', {
    name: 'Crèches du Littoral',
    email: 'contact@littoral.example.fr',
    phone: '02 40 00 00 00',
  });
  const legalEntity = await api<{ id: string }>(page, 'POST', '/legal-entities', {
    clientId: client.id,
    name: 'Littoral Petite Enfance',
    addressLine: '1 quai de la Fosse',
    city: 'Nantes',
    postalCode: '44000',
    email: 'siege@littoral.example.fr',
    siren: '912345675',
    managementType: 'PRIVATE_LUCRATIVE',
  });
  const secret = 'Micro-crèche Les Embruns';
  const establishment = await api<{ id: string }>(page, 'POST', '/establishments', {
    legalEntityId: legalEntity.id,
    name: secret,
    address: '5 rue des Mouettes',
    phoneNumber: '02 40 11 11 11',
    postalCode: '44000',
    city: 'Nantes',
    siret: '91234567500017',
    raisonSocialeOfTheManager: 'Littoral Petite Enfance',
    modalityOfTarification: 'PAJE',
  });
  await page.goto('/auth/logout');
  await expectPath(page, '/auth/login');

  await signIn(page, ACCOUNTS.clientMaster.email);
  await page.goto(`/admins/establishments/${establishment.id}/edit`);
  await page.getByText('Établissement introuvable').waitFor();
  await expect(page.getByText(secret), 'rien de l’établissement n’est montré').toHaveCount(0);
  await expect(page.getByRole('form'), 'aucun formulaire').toHaveCount(0);

  // Nor in its list, even when it asks for that client.
  await page.goto(`/admins/establishments/?clientId=${client.id}`);
  await page.getByText('Aucun établissement trouvé').waitFor();
  // Its own establishments open normally.
  await page.goto('/admins/establishments/');
  await page.getByRole('link', { name: 'Modifier Crèche Les Lucioles' }).click();
  await page.getByRole('form', { name: 'Modifier Crèche Les Lucioles' }).waitFor();
});

test('Administration : un DIRECTOR choisit parmi les entités légales de ses établissements, et est renvoyé à l’accueil depuis /admins/legal-entities/ avec le toast de permission', async ({
  directorPage: page,
}) => {
  // DESIGN §3: a DIRECTOR creates among the legal entities of its own establishments.
  await openFromNav(page, 'Établissements', 'Administration');
  await page.getByRole('link', { name: 'Nouvel établissement' }).click();
  // On the form, not the list's « Entité légale » filter still shown while the page changes.
  await expectPath(page, '/admins/establishments/create');
  const legalEntity = page.getByRole('form', { name: 'Nouvel établissement' }).getByLabel('Entité légale');
  await legalEntity.locator('option', { hasText: 'Les Petits Pas Île-de-France' }).waitFor({ state: 'attached' });
  await expect(legalEntity.locator('option')).toHaveText(['Choisir une entité légale', 'Les Petits Pas Île-de-France']);

  await expectForbidden(page, '/admins/legal-entities/');
  await expectAdministrationMenu(page, 'Établissements', 'Entités légales');
});
