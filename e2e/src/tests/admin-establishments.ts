import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { test } from '../harness.ts';
import { ACCOUNTS, expectPath, expectToast, MESSAGES, openFromNav, signIn } from '../helpers.ts';

/** The French message shown under a field: the element its aria-describedby points to. */
async function expectFieldError(scope: Page | Locator, label: string, message: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.and(scope.locator('[aria-invalid="true"]')).waitFor();
  const describedBy = await field.getAttribute('aria-describedby');
  assert.ok(describedBy, `« ${label} » n’a pas de message`);
  const error = scope.locator(`[id="${describedBy}"]`);
  await error.waitFor();
  assert.equal((await error.textContent())?.trim(), message, `message sous « ${label} »`);
}

/** Counts the write calls the page sends to an API path (POST, PUT, DELETE). */
function countWrites(page: Page, pathPart: string) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes(pathPart)) counter.count += 1;
  });
  return counter;
}

/** Calls the API with the browser's session, from the app's own origin. */
async function api<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  assert.ok(response.ok(), `${method} ${path} : ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

test('Administration : création d’un établissement, chaque message français sous son champ puis le nouvel établissement dans la liste', async ({
  page,
  mailbox,
}) => {
  const writes = countWrites(page, '/api/v1/establishments');
  await signIn(page, mailbox, ACCOUNTS.admin.email);
  await openFromNav(page, 'Établissements', 'Administration');
  await page.getByRole('cell', { name: 'Crèche Les Lucioles', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Nouvel établissement' }).click();
  await expectPath(page, '/admins/establishments/create');
  const form = page.getByRole('form', { name: 'Nouvel établissement' });

  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectFieldError(form, 'Entité légale', 'Veuillez sélectionner une entité légale');
  await expectFieldError(form, 'Nom de l’établissement', "Le nom de l'établissement est obligatoire");
  await expectFieldError(form, 'Adresse', "L'adresse est obligatoire");
  await expectFieldError(form, 'Téléphone', 'Le numéro de téléphone est obligatoire');
  await expectFieldError(form, 'Code postal', 'Le code postal doit contenir 5 chiffres');
  await expectFieldError(form, 'Ville', 'La ville est obligatoire');
  await expectFieldError(form, 'SIRET', 'Le SIRET doit contenir 14 chiffres');
  await expectFieldError(form, 'Raison sociale du gestionnaire', 'La raison sociale du gestionnaire est obligatoire');
  await expectFieldError(form, 'Modalité de tarification', 'La modalité de tarification est obligatoire');

  // Wrong values: each rule's own message.
  // The legal entity is searched on the server (an ADMIN may have thousands) and picked by a click.
  const legalEntityPicker = form.getByRole('combobox', { name: 'Entité légale', exact: true });
  await legalEntityPicker.fill('Rhône');
  await form
    .getByRole('option')
    .filter({ hasText: 'Les Petits Pas Rhône' })
    .filter({ hasText: 'Association Les Petits Pas' })
    .click();
  assert.equal(await legalEntityPicker.inputValue(), 'Les Petits Pas Rhône', 'le choix est affiché');
  await form.getByLabel('Nom de l’établissement').fill('Crèche Les Papillons');
  await form.getByLabel('Adresse').fill('3 rue de la République');
  await form.getByLabel('Téléphone').fill('04 72 00 00 00');
  await form.getByLabel('Code postal').fill('690');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByLabel('SIRET').fill('8234567810A035');
  await form.getByLabel('Raison sociale du gestionnaire').fill('Les Petits Pas Rhône');
  await form.getByLabel('Modalité de tarification').fill('PSU');
  // An incomplete date: the browser cannot read it.
  await form.getByLabel('Dernière assemblée').pressSequentially('12');
  await form.getByLabel('Capacité en places (facultatif)').fill('beaucoup');
  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectFieldError(form, 'Code postal', 'Le code postal doit contenir 5 chiffres');
  await expectFieldError(form, 'SIRET', 'Le SIRET doit contenir uniquement des chiffres');
  await expectFieldError(form, 'Dernière assemblée', 'Veuillez saisir une date valide pour la dernière assemblée');
  await expectFieldError(form, 'Capacité en places (facultatif)', 'La capacité doit être un nombre entier positif');
  assert.equal(await form.locator('[aria-invalid="true"]').count(), 4, 'les champs corrects ne sont plus signalés');
  await form.getByLabel('SIRET').fill('8234567810003');
  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectFieldError(form, 'SIRET', 'Le SIRET doit contenir 14 chiffres');
  assert.equal(writes.count, 0, 'aucune requête tant qu’un champ est faux');

  // Right values.
  await form.getByLabel('Code postal').fill('69002');
  await form.getByLabel('SIRET').fill('82345678100035');
  await form.getByLabel('Dernière assemblée').fill('2026-03-12');
  await form.getByLabel('Catégorie (facultatif)').selectOption({ label: 'Crèche 25–39' });
  await form.getByLabel('Capacité en places (facultatif)').fill('30');
  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectToast(page, 'Crèche Les Papillons a été créé.');
  // Issue 19 item 8: the new establishment's own page and tabs, not the list.
  await page.waitForURL((url) => /^\/admins\/establishments\/[^/]+\/edit$/.test(url.pathname));
  await page.getByRole('heading', { name: 'Crèche Les Papillons', level: 1 }).waitFor();
  await page.goto('/admins/establishments/');
  const row = page.getByRole('row', { name: /Crèche Les Papillons/ });
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /69002 Lyon/);
  assert.match((await row.textContent()) ?? '', /Les Petits Pas Rhône/);
  assert.equal(writes.count, 1);

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
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expectToast(page, 'Crèche Les Papillons a été supprimé.');
  await expectPath(page, '/admins/establishments/');
  await page.getByRole('cell', { name: 'Crèche Les Lucioles', exact: true }).waitFor();
  // Already refreshed: the deleted row never shows again, not even for a moment.
  assert.equal(await page.getByRole('cell', { name: 'Crèche Les Papillons', exact: true }).count(), 0);
});

test('Administration : un CLIENT_MASTER ne peut pas ouvrir par son adresse l’établissement d’un autre client', async ({
  page,
  mailbox,
}) => {
  // An ADMIN seeds another client, its legal entity and establishment.
  await signIn(page, mailbox, ACCOUNTS.admin.email);
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
    siren: '912345678',
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
    siret: '91234567800011',
    raisonSocialeOfTheManager: 'Littoral Petite Enfance',
    modalityOfTarification: 'PAJE',
  });
  await page.goto('/auth/logout');
  await expectPath(page, '/auth/login');

  await signIn(page, mailbox, ACCOUNTS.clientMaster.email);
  await page.goto(`/admins/establishments/${establishment.id}/edit`);
  await page.getByText('Établissement introuvable').waitFor();
  assert.equal(await page.getByText(secret).count(), 0, 'rien de l’établissement n’est montré');
  assert.equal(await page.getByRole('form').count(), 0, 'aucun formulaire');

  // Nor in its list, even when it asks for that client.
  await page.goto(`/admins/establishments/?clientId=${client.id}`);
  await page.getByText('Aucun établissement trouvé').waitFor();
  // Its own establishments open normally.
  await page.goto('/admins/establishments/');
  await page.getByRole('link', { name: 'Modifier Crèche Les Lucioles' }).click();
  await page.getByRole('form', { name: 'Modifier Crèche Les Lucioles' }).waitFor();
});

test('Administration : un DIRECTOR choisit parmi les entités légales de ses établissements, et est renvoyé à l’accueil depuis /admins/legal-entities/ avec le toast de permission', async ({
  page,
  mailbox,
}) => {
  await signIn(page, mailbox, ACCOUNTS.director.email);
  // DESIGN §3: a DIRECTOR creates among the legal entities of its own establishments.
  await openFromNav(page, 'Établissements', 'Administration');
  await page.getByRole('link', { name: 'Nouvel établissement' }).click();
  // On the form, not the list's « Entité légale » filter still shown while the page changes.
  await expectPath(page, '/admins/establishments/create');
  const legalEntity = page.getByRole('form', { name: 'Nouvel établissement' }).getByLabel('Entité légale');
  await legalEntity.locator('option', { hasText: 'Les Petits Pas Île-de-France' }).waitFor({ state: 'attached' });
  assert.deepEqual(await legalEntity.locator('option').allTextContents(), [
    'Choisir une entité légale',
    'Les Petits Pas Île-de-France',
  ]);

  await page.goto('/admins/legal-entities/');
  await expectToast(page, MESSAGES.forbidden);
  await expectPath(page, '/');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Administration' })
    .click();
  await page.getByRole('menuitem', { name: 'Établissements', exact: true }).waitFor();
  assert.equal(await page.getByRole('menuitem', { name: 'Entités légales' }).count(), 0);
});

test('Administration : un ADMIN crée un client puis son entité légale, chaque message français sous son champ, et ne supprime pas ce qui est utilisé', async ({
  page,
  mailbox,
}) => {
  const writes = countWrites(page, '/api/v1/legal-entities');
  await signIn(page, mailbox, ACCOUNTS.admin.email);
  await openFromNav(page, 'Clients', 'Administration');
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const clientDialog = page.getByRole('dialog');
  await clientDialog.getByRole('button', { name: 'Créer' }).click();
  await expectFieldError(clientDialog, 'Nom du client', 'Le nom du client est obligatoire');
  await expectFieldError(clientDialog, 'Adresse e-mail', "L'email est obligatoire");
  await clientDialog.getByLabel('Nom du client').fill('Crèches des Collines');
  await clientDialog.getByLabel('Adresse e-mail').fill('contact@collines.example.fr');
  await clientDialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'Client créé.');
  const clientRow = page.getByRole('row', { name: /Crèches des Collines/ });
  await clientRow.waitFor();
  assert.match((await clientRow.textContent()) ?? '', /Aucune entité légale/);
  // WCAG 2.5.3 (issue 19): the count link's accessible name starts with the visible count.
  await clientRow.getByRole('link', { name: '0 établissement(s) de Crèches des Collines', exact: true }).waitFor();

  await openFromNav(page, 'Entités légales', 'Administration');
  await page.getByRole('button', { name: 'Nouvelle entité légale' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectFieldError(dialog, 'Client', 'Veuillez sélectionner un client');
  await expectFieldError(dialog, 'Nom de l’entité légale', 'Le nom est obligatoire');
  await expectFieldError(dialog, 'Adresse', "L'adresse est obligatoire");
  await expectFieldError(dialog, 'Ville', 'La ville est obligatoire');
  await expectFieldError(dialog, 'Code postal', 'Le code postal doit contenir 5 chiffres');
  await expectFieldError(dialog, 'Adresse e-mail', "L'email est obligatoire");
  await expectFieldError(dialog, 'SIREN', 'Le SIREN doit contenir 9 chiffres');
  await expectFieldError(dialog, 'Type de gestion', 'Veuillez sélectionner un type de gestion');

  // Keyboard only: typed text searched on the server, Enter picks the active option.
  const clientPicker = dialog.getByRole('combobox', { name: 'Client', exact: true });
  await clientPicker.fill('Collines');
  await dialog.getByRole('option', { name: /Crèches des Collines/ }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role=option]').length === 1);
  await clientPicker.press('Enter');
  assert.equal(await clientPicker.inputValue(), 'Crèches des Collines', 'le choix est affiché');
  assert.equal(await clientPicker.getAttribute('aria-expanded'), 'false');
  await dialog.getByLabel('Nom de l’entité légale').fill('Collines Petite Enfance');
  await dialog.getByLabel('Adresse', { exact: true }).fill('2 place du Marché');
  await dialog.getByLabel('Ville').fill('Annecy');
  await dialog.getByLabel('Code postal').fill('74000');
  await dialog.getByLabel('Adresse e-mail').fill('siege-collines');
  await dialog.getByLabel('SIREN').fill('91234567A');
  await dialog.getByLabel('Type de gestion').selectOption({ label: 'Association' });
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectFieldError(dialog, 'Adresse e-mail', 'Veuillez saisir un email valide');
  await expectFieldError(dialog, 'SIREN', 'Le SIREN doit contenir uniquement des chiffres');
  assert.equal(writes.count, 0, 'aucune requête tant qu’un champ est faux');

  await dialog.getByLabel('Adresse e-mail').fill('siege@collines.example.fr');
  await dialog.getByLabel('SIREN').fill('912345670');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'Entité légale créée.');
  await page.getByRole('row', { name: /Collines Petite Enfance/ }).waitFor();

  // The client's derived legal entity fields now show its principal legal entity (DESIGN §3).
  await openFromNav(page, 'Clients', 'Administration');
  await page.getByRole('row', { name: /Crèches des Collines.*Collines Petite Enfance.*SIREN 912345670/ }).waitFor();

  await page.getByRole('button', { name: 'Modifier Crèches des Collines' }).click();
  const editDialog = page.getByRole('dialog');
  const summary = editDialog.getByRole('region', { name: 'Entité légale principale (lecture seule)' });
  await summary.getByText('Collines Petite Enfance').waitFor();
  await summary.getByText('912345670').waitFor();
  assert.equal(await editDialog.getByRole('textbox', { name: 'SIREN' }).count(), 0, 'champs dérivés en lecture seule');
  await editDialog.getByRole('button', { name: 'Annuler' }).click();

  // A client with a legal entity cannot be deleted: the dialog says why first, the server refuses in French.
  await page.getByRole('button', { name: 'Supprimer Crèches des Collines' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('La suppression sera refusée tant qu’il a des entités légales').waitFor();
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expectToast(page, 'Impossible de supprimer ce client : 1 entité légale y est rattachée');
  await page.getByRole('row', { name: /Crèches des Collines/ }).waitFor();
});

test('Administration : modifier un établissement, un refus du serveur ne perd rien de ce qui est saisi, la suppression d’un établissement utilisé est refusée', async ({
  page,
  mailbox,
}) => {
  await signIn(page, mailbox, ACCOUNTS.clientMaster.email);
  const legalEntities = await api<{ items: Array<{ id: string; name: string }> }>(page, 'GET', '/legal-entities');
  const created = await api<{ id: string }>(page, 'POST', '/establishments', {
    legalEntityId: legalEntities.items[0]!.id,
    name: 'Crèche Les Écureuils',
    address: '9 rue de Charenton',
    phoneNumber: '01 40 00 00 00',
    postalCode: '75012',
    city: 'Paris',
    siret: '81234567400041',
    raisonSocialeOfTheManager: 'Les Petits Pas',
    modalityOfTarification: 'PSU',
  });
  await page.goto(`/admins/establishments/${created.id}/edit`);
  const form = page.getByRole('form', { name: 'Modifier Crèche Les Écureuils' });
  await form.getByLabel('Code postal').fill('7501');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expectFieldError(form, 'Code postal', 'Le code postal doit contenir 5 chiffres');
  await form.getByLabel('Code postal').fill('75012');
  await form.getByLabel('Nom de l’établissement').fill('Crèche Les Écureuils du parc');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Crèche Les Écureuils du parc a été enregistré.');
  await page.getByRole('heading', { name: 'Crèche Les Écureuils du parc' }).waitFor();

  // Someone deletes it meanwhile: the server's 404 is a French toast, and what was typed stays.
  await api(page, 'DELETE', `/establishments/${created.id}`);
  await form.getByLabel('Ville').fill('Paris 12e');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Établissement introuvable');
  assert.equal(await form.getByLabel('Ville').inputValue(), 'Paris 12e');

  // An establishment with a team, users and agreements: the dialog says the deletion will be refused, the server refuses.
  await page.goto('/admins/establishments/?search=Lucioles');
  await page.getByRole('button', { name: 'Supprimer Crèche Les Lucioles' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/La suppression sera refusée tant qu’il a des agréments, des membres/).waitFor();
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expectToast(page, 'Impossible de supprimer cet établissement');
  await page.getByRole('cell', { name: 'Crèche Les Lucioles', exact: true }).waitFor();
});

test('Administration : au-delà des 200 premiers clients, un ADMIN trouve le sien en le cherchant au clavier, et le filtre rechargé le nomme encore', async ({
  page,
  mailbox,
}) => {
  await signIn(page, mailbox, ACCOUNTS.admin.email);
  // 205 clients sorted after the demo's: the last one is beyond any first page of 200.
  const created: Array<{ id: string; name: string }> = [];
  for (let start = 1; start <= 205; start += 15) {
    const batch = Array.from({ length: Math.min(15, 206 - start) }, (_, offset) => start + offset);
    created.push(
      ...(await Promise.all(
        batch.map((rank) =>
          api<{ id: string; name: string }>(page, 'POST', '/clients', {
            name: `Zénith Petite Enfance ${String(rank).padStart(3, '0')}`,
            email: `zenith-${rank}@example.fr`,
            phone: '01 00 00 00 00',
          }),
        ),
      )),
    );
  }
  const last = created.find((client) => client.name === 'Zénith Petite Enfance 205')!;

  await page.goto('/admins/establishments/');
  const clientFilter = page.getByRole('combobox', { name: 'Client', exact: true });
  await clientFilter.press('ArrowDown');
  await page.getByText(/^20 sur \d+ : affinez la recherche\.$/).waitFor();
  assert.equal(await page.getByRole('option').filter({ hasText: last.name }).count(), 0, 'pas dans la première page');

  await clientFilter.fill('enfance 205');
  await page.getByRole('option').filter({ hasText: last.name }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role=option]').length === 1);
  await clientFilter.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('clientId') === last.id);
  await page.getByText('Aucun établissement trouvé').waitFor();
  assert.equal(await clientFilter.inputValue(), last.name);

  // Reloaded from its address, the filter still names the client (asked by its id).
  await page.reload();
  await page.getByText('Aucun établissement trouvé').waitFor();
  await page.waitForFunction(
    (name) =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input[role=combobox]')).some(
        (input) => input.value === name,
      ),
    last.name,
  );
  assert.equal(await page.getByRole('combobox', { name: 'Client', exact: true }).inputValue(), last.name);
});
