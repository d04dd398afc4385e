import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { callApi } from '../api-calls.ts';
import { expect, test } from '../fixtures.ts';
import { clickAndConfirm, expectToast, openDialog, parisDay } from '../helpers.ts';

const FILE_TYPE_REFUSED =
  'Type de fichier refusé : seuls les PDF, images (PNG, JPEG, GIF, WebP), documents Office et OpenDocument sont acceptés';

/** Opens one section of a demo establishment's administration, found by name in the caller's scope. */
async function openEstablishment(page: Page, name: string, section: 'members' | 'agreement' | 'documents') {
  const id = await page.evaluate(async (search) => {
    const response = await fetch(`/api/v1/establishments?search=${encodeURIComponent(search)}`);
    const body = (await response.json()) as { items: Array<{ id: string; name: string }> };
    return body.items.find((item) => item.name === search)?.id;
  }, name);
  expect(id, `établissement « ${name} » introuvable`).toBeTruthy();
  await page.goto(`/admins/establishments/${id}/${section}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  return id;
}

/** Fills the « Nouveau membre » dialog `form` (name, function) and creates the member: the toast says so. */
async function createMember(form: Locator, firstName: string, lastName: string, role: string) {
  await form.getByLabel('Prénom').fill(firstName);
  await form.getByLabel('Nom', { exact: true }).fill(lastName);
  await form.getByLabel('Fonction').selectOption({ label: role });
  await form.getByRole('button', { name: 'Créer et rattacher' }).click();
  await expectToast(form.page(), `${firstName} ${lastName} a été ajouté·e à l’équipe.`);
}

test('Établissement : rattacher un membre, en créer un, lui créer un compte utilisateur', async ({
  adminPage: page,
}) => {
  await openEstablishment(page, 'Micro-crèche Les Coccinelles', 'members');
  const team = page.getByRole('table');
  await team.getByRole('cell', { name: 'Marc Petit', exact: true }).waitFor();
  await expect(team.getByRole('cell', { name: 'Karim Haddad', exact: true })).toHaveCount(0);

  // Link an existing member of the client, found by the searchable picker.
  const picker = await openDialog(page, 'Rattacher un membre');
  await picker.getByRole('searchbox', { name: 'Rechercher un membre' }).fill('Hadd');
  await picker.getByRole('button', { name: 'Rattacher Karim Haddad' }).click();
  await expectToast(page, 'Karim Haddad est rattaché·e à l’établissement.');
  await picker.getByRole('listitem').filter({ hasText: 'Karim Haddad' }).getByText('Déjà rattaché·e').waitFor();
  await page.keyboard.press('Escape');
  await team.getByRole('cell', { name: 'Karim Haddad', exact: true }).waitFor();

  // Create a member: the French messages of the shared schema first, under their fields.
  const form = await openDialog(page, 'Nouveau membre');
  await form.getByRole('button', { name: 'Créer et rattacher' }).click();
  await form.getByText('Le prénom est obligatoire').waitFor();
  await form.getByText('Le nom est obligatoire').waitFor();
  await form.getByText('Veuillez sélectionner un rôle').waitFor();
  await createMember(form, 'Inès', 'Lambert', 'Référent santé et accueil inclusif');
  await team.getByRole('cell', { name: 'Inès Lambert', exact: true }).waitFor();

  // Convert the linked member to a user: the e-mail is checked, then the API's own message is shown.
  const convert = await openDialog(page, 'Créer le compte de Karim Haddad');
  await convert.getByLabel('Adresse e-mail').fill('pas-un-email');
  await convert.getByRole('button', { name: 'Créer le compte' }).click();
  await convert.getByText('Veuillez saisir un email valide').waitFor();
  await convert.getByLabel('Adresse e-mail').fill('karim.haddad@example.fr');
  await convert.getByRole('button', { name: 'Créer le compte' }).click();
  await expectToast(page, 'Le compte utilisateur de Karim Haddad a été créé');
  await team.getByText('karim.haddad@example.fr').waitFor();
  await expect(page.getByRole('button', { name: 'Créer le compte de Karim Haddad' })).toHaveCount(0);

  // Unlink after confirmation.
  await clickAndConfirm(
    page,
    'Retirer Inès Lambert',
    'Retirer',
    'Inès Lambert n’est plus rattaché·e à l’établissement.',
  );
  await team.getByRole('cell', { name: 'Inès Lambert', exact: true }).waitFor({ state: 'detached' });

  // The new user is in the users screen.
  await page.goto('/users/?search=karim.haddad');
  await page.getByRole('cell', { name: 'karim.haddad@example.fr', exact: true }).waitFor();
});

test('Établissement : DIRECTOR sans création de compte ; document déposé puis téléchargé, exécutable renommé et fichier trop gros refusés', async ({
  directorPage: page,
}) => {
  // A DIRECTOR manages the team (member:manage) but creates no account (no user:manage), deletes no agreement.
  await openEstablishment(page, 'Crèche Les Lucioles', 'members');
  await page.getByRole('button', { name: 'Rattacher un membre' }).waitFor();
  await page.getByRole('button', { name: 'Retirer Sophie Leroy' }).waitFor();
  await expect(page.getByRole('button', { name: /^Créer le compte de/ })).toHaveCount(0);
  // It edits members (member:manage) but deletes none from the directory (no member:delete).
  await page.getByRole('button', { name: 'Modifier Sophie Leroy' }).waitFor();
  await page.getByRole('button', { name: 'Retirer Sophie Leroy' }).click();
  await page.getByRole('alertdialog').getByText('Le membre reste dans l’annuaire du client').waitFor();
  await expect(page.getByRole('alertdialog').getByLabel('Supprimer aussi de l’annuaire du client')).toHaveCount(0);
  await page.keyboard.press('Escape');
  const tabs = page.getByRole('navigation', { name: 'Sections de l’établissement' });
  await tabs.getByRole('link', { name: 'Agrément' }).click();
  await page.getByRole('button', { name: 'Nouvel agrément' }).waitFor();
  await page
    .getByRole('button', { name: /^Modifier l’agrément/ })
    .first()
    .waitFor();
  await expect(page.getByRole('button', { name: /^Supprimer l’agrément/ })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Documents' }).click();
  await page.getByRole('heading', { name: 'Ajouter un document' }).waitFor();
  const fileInput = page.getByLabel('Fichier');

  await page.getByRole('button', { name: 'Envoyer' }).click();
  await page.getByText('Veuillez choisir le type de document').waitFor();
  await page.getByText('Veuillez choisir un fichier').waitFor();

  // An executable renamed .pdf is recognised by its content and refused by the server, in French.
  await page.getByLabel('Type de document').selectOption({ label: 'Règlement de fonctionnement' });
  const executable = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(2048, 1)]);
  await fileInput.setInputFiles({ name: 'reglement.pdf', mimeType: 'application/pdf', buffer: executable });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await page.getByText(FILE_TYPE_REFUSED).waitFor();
  await expect(page.getByLabel('Type de document'), 'rien n’est perdu').toHaveValue('REGLEMENT_FONCTIONNEMENT');

  // Over 20 MB: refused before sending, with the server's own message. The file is on disk: the browser
  // reads it itself (a 20 MB buffer through the protocol would be slow).
  const bigDir = await mkdtemp(path.join(tmpdir(), 'qc-e2e-'));
  try {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n');
    await writeFile(path.join(bigDir, 'gros.pdf'), big);
    await fileInput.setInputFiles(path.join(bigDir, 'gros.pdf'));
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Le fichier dépasse la taille maximale de 20 Mo').waitFor();
  } finally {
    await rm(bigDir, { recursive: true, force: true });
  }

  // A real PDF, valid until a past date: accepted, listed, flagged as expired.
  const pdf = Buffer.from(`%PDF-1.7\n% Règlement ${Date.now()}\n${'x'.repeat(300_000)}\n%%EOF\n`, 'latin1');
  await fileInput.setInputFiles({ name: 'reglement-2025.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByLabel('Valable jusqu’au (facultatif)').fill('2025-12-31');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expectToast(page, '« reglement-2025.pdf » a été ajouté.');
  const row = page.getByRole('row', { name: /reglement-2025\.pdf/ });
  await row.getByText('Règlement de fonctionnement').waitFor();
  await row.getByText('Expiré').waitFor();
  await expect(page.getByText(FILE_TYPE_REFUSED), 'l’erreur disparaît après un envoi réussi').toHaveCount(0);

  // The download answers exactly the bytes sent.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger reglement-2025.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('reglement-2025.pdf');
  const downloaded = await readFile((await download.path())!);
  expect(downloaded.equals(pdf), 'les octets téléchargés sont ceux déposés').toBe(true);

  await clickAndConfirm(page, 'Supprimer reglement-2025.pdf', 'Supprimer', '« reglement-2025.pdf » a été supprimé.');
  await row.waitFor({ state: 'detached' });
});

test('Établissement : un agrément créé avec ses valeurs par défaut puis passé à Inactif', async ({
  clientMasterPage: page,
}) => {
  await openEstablishment(page, 'Crèche Les Hirondelles', 'agreement');

  const dialog = await openDialog(page, 'Nouvel agrément');
  await expect(dialog.getByLabel('Date de demande'), 'demandé aujourd’hui').toHaveValue(parisDay());
  await expect(dialog.getByLabel('Statut'), 'actif par défaut').toHaveValue('ACTIVE');
  await dialog.getByLabel('Numéro (facultatif)').fill('PMI-69-2026-042');
  await dialog.getByLabel('Date d’agrément (facultatif)').fill('2026-01-15');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToast(page, 'Agrément créé.');

  const status = page.getByLabel('Statut de l’agrément n° PMI-69-2026-042');
  await expect(status).toHaveValue('ACTIVE');
  await page
    .getByRole('row', { name: /PMI-69-2026-042/ })
    .getByText('15 janvier 2026')
    .waitFor();
  await status.selectOption('INACTIVE');
  await expectToast(page, 'Agrément inactif.');
  await page.reload();
  await page.getByLabel('Statut de l’agrément n° PMI-69-2026-042').waitFor();
  await expect(page.getByLabel('Statut de l’agrément n° PMI-69-2026-042')).toHaveValue('INACTIVE');

  await clickAndConfirm(page, 'Supprimer l’agrément n° PMI-69-2026-042', 'Supprimer', 'Agrément supprimé.');
  await page.getByRole('row', { name: /PMI-69-2026-042/ }).waitFor({ state: 'detached' });
});

test('Établissement : modifier un membre (message français sous le champ vidé), puis le supprimer de l’annuaire une fois détaché', async ({
  adminPage: page,
}) => {
  const petitPrinceId = await openEstablishment(page, 'Micro-crèche Le Petit Prince', 'members');
  const hirondellesId = await openEstablishment(page, 'Crèche Les Hirondelles', 'members');
  const team = page.getByRole('table');

  // Members of this test only (the demo action plan uses the seeded ones): one created on screen…
  await createMember(await openDialog(page, 'Nouveau membre'), 'Noémie', 'Garnier', 'Autre intervenant');
  await team.getByRole('cell', { name: 'Noémie Garnier', exact: true }).waitFor();

  // Emptied first name: the SPEC §5 message under that field, nothing sent, the rest kept.
  const edit = await openDialog(page, 'Modifier Noémie Garnier');
  await expect(edit.getByLabel('Nom', { exact: true }), 'la fiche est préremplie').toHaveValue('Garnier');
  await edit.getByLabel('Prénom').fill('  ');
  await edit.getByLabel('Nom', { exact: true }).fill('Garnier-Roux');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  const firstNameError = edit.locator('#member-firstName-error');
  await firstNameError.waitFor();
  await expect(firstNameError).toHaveText('Le prénom est obligatoire');
  await expect(edit.getByLabel('Prénom')).toHaveAttribute('aria-describedby', 'member-firstName-error');
  await expect(edit.getByLabel('Nom', { exact: true })).toHaveValue('Garnier-Roux');

  await edit.getByLabel('Prénom').fill('Noémie');
  await edit.getByLabel('Fonction').selectOption({ label: 'Référent santé et accueil inclusif' });
  await edit.getByLabel('Qualifications (facultatif)').fill('Infirmière puéricultrice');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Noémie Garnier-Roux a été modifié·e.');
  const row = team.getByRole('row', { name: /Noémie Garnier-Roux/ });
  await row.getByRole('cell', { name: 'Référent santé et accueil inclusif', exact: true }).waitFor();
  await row.getByRole('cell', { name: 'Infirmière puéricultrice', exact: true }).waitFor();
  await team.getByRole('cell', { name: 'Noémie Garnier', exact: true }).waitFor({ state: 'detached' });

  // … and one that disappears while its edit dialog is open: the 404 is a French toast, the typed value stays.
  const members = (await callApi(page, 'GET', `/members/effective?search=Garnier-Roux`)).body as {
    items: Array<{ id: string; clientId: string }>;
  };
  const noemie = members.items[0]!;
  const created = await callApi(page, 'POST', '/members/effective', {
    clientId: noemie.clientId,
    firstName: 'Yanis',
    lastName: 'Roche',
    role: 'MANAGER',
  });
  const yanisId = (created.body as { id: string }).id;
  await callApi(page, 'POST', `/establishments/${hirondellesId}/members`, { effectiveMemberId: yanisId });
  await page.reload();
  await page.getByRole('button', { name: 'Modifier Yanis Roche' }).click();
  await edit.getByLabel('Nom', { exact: true }).fill('Rocher');
  await callApi(page, 'DELETE', `/establishments/${hirondellesId}/members/${yanisId}`);
  expect((await callApi(page, 'DELETE', `/members/effective/${yanisId}`)).status).toBe(200);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Membre introuvable');
  await expect(edit.getByLabel('Nom', { exact: true }), 'rien n’est perdu').toHaveValue('Rocher');
  await page.keyboard.press('Escape');

  // Still linked to another establishment: unlinked from this one, the deletion refused with the API's message.
  await callApi(page, 'POST', `/establishments/${petitPrinceId}/members`, { effectiveMemberId: noemie.id });
  await page.getByRole('button', { name: 'Retirer Noémie Garnier-Roux' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByLabel('Supprimer aussi de l’annuaire du client').click();
  await confirm
    .getByText('La suppression est refusée tant que le membre est rattaché à un autre établissement')
    .waitFor();
  await confirm.getByRole('button', { name: 'Retirer et supprimer' }).click();
  await expectToast(page, 'Noémie Garnier-Roux n’est plus rattaché·e à l’établissement.');
  await expectToast(page, 'Impossible de supprimer ce membre : il est rattaché à 1 établissement');
  await team.getByRole('cell', { name: 'Noémie Garnier-Roux', exact: true }).waitFor({ state: 'detached' });

  // Once detached from its last establishment, it leaves the client's directory.
  await openEstablishment(page, 'Micro-crèche Le Petit Prince', 'members');
  await page.getByRole('button', { name: 'Retirer Noémie Garnier-Roux' }).click();
  await confirm.getByLabel('Supprimer aussi de l’annuaire du client').click();
  await confirm.getByRole('button', { name: 'Retirer et supprimer' }).click();
  await expectToast(page, 'Noémie Garnier-Roux a été supprimé·e de l’annuaire du client.');
  await team.getByRole('cell', { name: 'Noémie Garnier-Roux', exact: true }).waitFor({ state: 'detached' });
  expect((await callApi(page, 'GET', `/members/effective/${noemie.id}`)).status).toBe(404);
  const picker = await openDialog(page, 'Rattacher un membre');
  await picker.getByRole('searchbox', { name: 'Rechercher un membre' }).fill('Garnier');
  await picker.getByText('Aucun membre ne correspond à cette recherche.').waitFor();
});
