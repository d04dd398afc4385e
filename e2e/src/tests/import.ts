import ExcelJS from 'exceljs';
import { api } from '../api-calls.ts';
import { pickOnlyOption } from '../admin-helpers.ts';
import { startIdentityProvider } from '../../../apps/api/test/support/identity-provider.ts';
import { expect, test } from '../fixtures.ts';
import { expectToast, openFromNav } from '../helpers.ts';
import { sirenFrom, siretOf } from '@qc/shared/testing/identifiers';

const sirenOf = (n: number) => sirenFrom(88_800_000, n);

type Rows = Record<string, Array<Array<string | number>>>;

/** 3 legal entities, 40 crèches, 40 directors' accounts and their 40 member records, 20 other members. */
function groupRows(): Rows {
  const rows: Rows = {
    'Entités légales': [['SIREN', 'Nom', 'Adresse', 'Code postal', 'Ville', 'Email', 'Type de gestion']],
    Établissements: [['SIRET', 'SIREN de l’entité légale', 'Nom', 'Adresse', 'Code postal', 'Ville', 'Téléphone']],
    Membres: [['Prénom', 'Nom', 'Rôle', 'Email du compte', 'SIRET des établissements']],
    Utilisateurs: [['Email', 'Prénom', 'Nom', 'Rôles', 'SIRET de l’établissement']],
  };
  rows['Établissements']![0]!.push('Raison sociale du gestionnaire', 'Modalité de tarification', 'Capacité');
  const sirens = [1, 2, 3].map(sirenOf);
  sirens.forEach((siren, e) =>
    rows['Entités légales']!.push([
      siren,
      `Les Canailles ${e + 1}`,
      `${e + 1} rue Royale`,
      '69002',
      'Lyon',
      `siege${e + 1}@canailles.example.fr`,
      'Association',
    ]),
  );
  for (let s = 0; s < 40; s++) {
    const siren = sirens[s % 3]!;
    const siret = siretOf(siren, s + 1);
    rows['Établissements']!.push([
      siret,
      siren,
      `Crèche Canaille ${s + 1}`,
      `${s + 1} quai Perrache`,
      '69002',
      'Lyon',
      '04 78 00 00 00',
      'Les Canailles',
      'PSU',
      20,
    ]);
    const email = `direction${s + 1}@canailles.example.fr`;
    rows.Utilisateurs!.push([email, `Dominique${s + 1}`, 'Roux', 'Directeur·rice', siret]);
    rows.Membres!.push([`Dominique${s + 1}`, 'Roux', 'Directrice', email, siret]);
    if (s < 20) rows.Membres!.push([`Sacha${s + 1}`, 'Blanc', 'Référent santé', '', siret]);
  }
  return rows;
}

async function workbookOf(rows: Rows): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, lines] of Object.entries(rows)) {
    const sheet = book.addWorksheet(name);
    for (const line of lines) sheet.addRow(line);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('Import : un ADMIN importe un groupe depuis un classeur, lit les deux erreurs du rapport, corrige le fichier et l’importe ; une directrice importée se connecte avec le fournisseur d’identité du groupe', async ({
  adminPage: page,
  newVisitor,
}) => {
  await api(page, 'POST', '/clients', { name: 'Les Canailles Lyon', email: 'contact@canailles.example.fr', phone: '' });
  const rows = groupRows();
  // Two deliberate errors, both in the « Membres » sheet: an unknown role, and a crèche nobody has.
  const member = (line: number) => rows.Membres![line - 1]!;
  member(3)[2] = 'Cuisinier';
  const unknownSiret = siretOf(sirenOf(9), 1);
  member(6)[4] = unknownSiret;

  await openFromNav(page, 'Importer', 'Administration');
  await page.getByRole('heading', { name: 'Importer un groupe' }).waitFor();
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await page.getByText('Veuillez sélectionner un client').waitFor();
  await pickOnlyOption(page.getByRole('combobox', { name: 'Client' }), 'Canailles', /Les Canailles Lyon/);
  await page
    .getByLabel(/^Fichier/)
    .setInputFiles({ name: 'canailles.xlsx', mimeType: XLSX, buffer: await workbookOf(rows) });
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();

  const report = page.getByRole('region', { name: '3. Rapport de vérification' });
  await report.getByText('2 erreurs sur 2 lignes').waitFor();
  const issues = report.getByRole('table', { name: 'Erreurs du fichier, ligne par ligne' });
  await issues.getByRole('row', { name: /Membres 3 Rôle Veuillez sélectionner un rôle/ }).waitFor();
  await issues
    .getByRole('row', {
      name: new RegExp(`Membres 6 SIRET des établissements Aucun établissement de SIRET ${unknownSiret}`),
    })
    .waitFor();
  const counts = report.getByRole('table', { name: 'Lignes du fichier par feuille' });
  await counts.getByRole('row', { name: 'Établissements 40 40 0 0 0' }).waitFor();
  await counts.getByRole('row', { name: 'Membres 60 58 0 0 2' }).waitFor();

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Télécharger le rapport (Excel)' }).click();
  const saved = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  expect(book.getWorksheet('Rapport')!.rowCount, 'l’en-tête et les deux erreurs').toBe(3);

  // Fixed, checked again: no error; imported after the confirmation.
  member(3)[2] = 'Animateur·rice d’analyse des pratiques';
  member(6)[4] = rows['Établissements']![2]![0]!;
  await page
    .getByLabel(/^Fichier/)
    .setInputFiles({ name: 'canailles.xlsx', mimeType: XLSX, buffer: await workbookOf(rows) });
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await report.getByText('Aucune erreur : toutes les lignes peuvent être importées.').waitFor();
  await report.getByRole('button', { name: 'Importer', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Importer ce fichier ?' });
  await confirm.getByText(/chez Les Canailles Lyon, en une seule fois : tout ou rien/).waitFor();
  await confirm.getByRole('button', { name: 'Importer 143 lignes' }).click();
  await expectToast(page, 'Import terminé : 143 lignes importées.');
  await page.getByRole('region', { name: 'Import terminé' }).waitFor();

  const clients = await api<{ items: Array<{ id: string; name: string }> }>(page, 'GET', '/clients?search=Canailles');
  const client = clients.items.find((item) => item.name === 'Les Canailles Lyon')!;
  const sites = await api<{ total: number }>(page, 'GET', `/clients/${client.id}/establishments`);
  expect(sites.total).toBe(40);
  const users = await api<{ total: number }>(page, 'GET', `/users?clientId=${client.id}`);
  expect(users.total).toBe(40);

  // Issue 32 item 3 (ADR 045): the group's identity provider (a real OpenID Connect provider, npm
  // `oidc-provider`, started here), set by the ADMIN; an imported director signs in with it, never with a code.
  const origin = new URL(page.url()).origin;
  const idp = await startIdentityProvider({
    clientId: 'qualite-conformite',
    clientSecret: 'secret-des-canailles',
    redirectUris: [`${origin}/api/auth/callback/idp-${client.id}`],
  });
  try {
    idp.addAccount('dominique', { email: 'direction1@canailles.example.fr', emailVerified: true });
    idp.signInAs('dominique');
    await page.goto('/admins/clients/');
    await page.getByRole('button', { name: 'Fournisseur d’identité de Les Canailles Lyon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion par le fournisseur d’identité du groupe' });
    await dialog.getByLabel('Nom affiché (« Se connecter avec … »)').fill('Microsoft Entra ID');
    await dialog.getByLabel('Émetteur (issuer)').fill(idp.issuer);
    await dialog.getByLabel('Identifiant client (client id)').fill('qualite-conformite');
    await dialog.getByLabel('Secret client').fill('secret-des-canailles');
    await dialog.getByLabel('Domaines d’e-mail couverts').fill('canailles.example.fr');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Fournisseur d’identité enregistré.');

    const director = await newVisitor();
    await director.goto('/auth/login');
    await director.getByLabel('Adresse e-mail').fill('direction1@canailles.example.fr');
    await director.getByRole('button', { name: 'Recevoir un code' }).click();
    await director.getByRole('button', { name: 'Se connecter avec Microsoft Entra ID' }).click();
    await director.getByRole('heading', { name: /^Bonjour Dominique1/ }).waitFor();
    await director.getByTestId('establishment-card').getByRole('heading', { name: 'Crèche Canaille 1' }).waitFor();
  } finally {
    await idp.close();
  }
});
