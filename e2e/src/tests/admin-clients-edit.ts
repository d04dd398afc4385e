import { countWrites, expectFieldError, expectFieldErrors, pickOnlyOption } from '../admin-helpers.ts';
import { api } from '../api-calls.ts';
import { expect, test } from '../fixtures.ts';
import { expectToast, openDialog, openFromNav } from '../helpers.ts';

test('Administration : un ADMIN crée un client puis son entité légale, chaque message français sous son champ, et ne supprime pas ce qui est utilisé', async ({
  adminPage: page,
}) => {
  const writes = countWrites(page, '/api/v1/legal-entities');
  await openFromNav(page, 'Clients', 'Administration');
  const clientDialog = await openDialog(page, 'Nouveau client');
  await clientDialog.getByRole('button', { name: 'Créer' }).click();
  await expectFieldErrors(clientDialog, {
    'Nom du client': 'Le nom du client est obligatoire',
    'Adresse e-mail': "L'email est obligatoire",
  });
  await clientDialog.getByLabel('Nom du client').fill('Crèches des Collines');
  await clientDialog.getByLabel('Adresse e-mail').fill('contact@collines.example.fr');
  await clientDialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'Client créé.');
  const clientRow = page.getByRole('row', { name: /Crèches des Collines/ });
  await clientRow.waitFor();
  await expect(clientRow).toHaveText(/Aucune entité légale/);
  // WCAG 2.5.3 (issue 19): the count link's accessible name starts with the visible count.
  await clientRow.getByRole('link', { name: '0 établissement(s) de Crèches des Collines', exact: true }).waitFor();

  await openFromNav(page, 'Entités légales', 'Administration');
  const dialog = await openDialog(page, 'Nouvelle entité légale');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectFieldErrors(dialog, {
    Client: 'Veuillez sélectionner un client',
    'Nom de l’entité légale': 'Le nom est obligatoire',
    Adresse: "L'adresse est obligatoire",
    Ville: 'La ville est obligatoire',
    'Code postal': 'Le code postal doit contenir 5 chiffres',
    'Adresse e-mail': "L'email est obligatoire",
    SIREN: 'Le SIREN doit contenir 9 chiffres',
    'Type de gestion': 'Veuillez sélectionner un type de gestion',
  });

  // Keyboard only: typed text searched on the server, Enter picks the active option.
  const clientPicker = dialog.getByRole('combobox', { name: 'Client', exact: true });
  await pickOnlyOption(clientPicker, 'Collines', /Crèches des Collines/);
  await expect(clientPicker, 'le choix est affiché').toHaveValue('Crèches des Collines');
  await expect(clientPicker).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByLabel('Nom de l’entité légale').fill('Collines Petite Enfance');
  await dialog.getByLabel('Adresse', { exact: true }).fill('2 place du Marché');
  await dialog.getByLabel('Ville').fill('Annecy');
  await dialog.getByLabel('Code postal').fill('74000');
  await dialog.getByLabel('Adresse e-mail').fill('siege-collines');
  await dialog.getByLabel('SIREN').fill('91234567A');
  await dialog.getByLabel('Type de gestion').selectOption({ label: 'Association' });
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectFieldErrors(dialog, {
    'Adresse e-mail': 'Veuillez saisir un email valide',
    SIREN: 'Le SIREN doit contenir uniquement des chiffres',
  });
  expect(writes.count, 'aucune requête tant qu’un champ est faux').toBe(0);

  await dialog.getByLabel('Adresse e-mail').fill('siege@collines.example.fr');
  await dialog.getByLabel('SIREN').fill('912345675');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'Entité légale créée.');
  await page.getByRole('row', { name: /Collines Petite Enfance/ }).waitFor();

  // The client's derived legal entity fields now show its principal legal entity (DESIGN §3).
  await openFromNav(page, 'Clients', 'Administration');
  await page.getByRole('row', { name: /Crèches des Collines.*Collines Petite Enfance.*SIREN 912345675/ }).waitFor();

  await page.getByRole('button', { name: 'Modifier Crèches des Collines' }).click();
  const editDialog = page.getByRole('dialog');
  const summary = editDialog.getByRole('region', { name: 'Entité légale principale (lecture seule)' });
  await summary.getByText('Collines Petite Enfance').waitFor();
  await summary.getByText('912345675').waitFor();
  await expect(editDialog.getByRole('textbox', { name: 'SIREN' }), 'champs dérivés en lecture seule').toHaveCount(0);
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
  clientMasterPage: page,
}) => {
  const legalEntities = await api<{ items: Array<{ id: string; name: string }> }>(page, 'GET', '/legal-entities');
  // Its SIRET is one of this legal entity's (SIREN 812 345 676): the server checks it (issue 34 item 6).
  const idf = legalEntities.items.find((entity) => entity.name === 'Les Petits Pas Île-de-France')!;
  const created = await api<{ id: string }>(page, 'POST', '/establishments', {
    legalEntityId: idf.id,
    name: 'Crèche Les Écureuils',
    address: '9 rue de Charenton',
    phoneNumber: '01 40 00 00 00',
    postalCode: '75012',
    city: 'Paris',
    siret: '81234567600041',
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
  await expect(form.getByLabel('Ville')).toHaveValue('Paris 12e');

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
  adminPage: page,
}) => {
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
  await expect(page.getByRole('option').filter({ hasText: last.name }), 'pas dans la première page').toHaveCount(0);

  await pickOnlyOption(clientFilter, 'enfance 205', last.name);
  await page.waitForURL((url) => url.searchParams.get('clientId') === last.id);
  await page.getByText('Aucun établissement trouvé').waitFor();
  await expect(clientFilter).toHaveValue(last.name);

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
  await expect(page.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(last.name);
});
