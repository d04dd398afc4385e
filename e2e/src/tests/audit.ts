import { expect } from '@playwright/test';
import { api } from '../api-calls.ts';
import { test } from '../fixtures.ts';
import {
  expectAdministrationMenu,
  expectForbidden,
  expectPath,
  expectToast,
  openDialog,
  openFromNav,
} from '../helpers.ts';

const OLD_NAME = 'Crèches du Vieux-Port';
const NEW_NAME = 'Crèches du Vieux-Port et des Calanques';

test('Journal d’audit : un ADMIN renomme une entité légale depuis son écran et retrouve l’ancien et le nouveau nom dans le journal filtré sur les entités légales', async ({
  adminPage: page,
}) => {
  const clients = await api<{ items: Array<{ id: string }> }>(page, 'GET', '/clients');
  await api(page, 'POST', '/legal-entities', {
    clientId: clients.items[0]!.id,
    name: OLD_NAME,
    addressLine: '4 quai du Port',
    city: 'Marseille',
    postalCode: '13002',
    email: 'siege@vieux-port.example.fr',
    // A SIREN of its own (valid key): the demo's entities hold theirs, and a SIREN is one legal entity's.
    siren: '845678903',
    managementType: 'ASSOCIATION',
  });

  await openFromNav(page, 'Entités légales', 'Administration');
  await page.getByRole('searchbox', { name: 'Rechercher une entité légale' }).fill('Vieux-Port');
  const dialog = await openDialog(page, `Modifier ${OLD_NAME}`);
  await dialog.getByLabel('Nom de l’entité légale').fill(NEW_NAME);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Entité légale modifiée.');

  await openFromNav(page, 'Journal d’audit', 'Administration');
  await expectPath(page, '/admins/audit');
  // Twice in CI this step never arrived: the search typed above was still waiting when the menu was clicked,
  // and it brought the browser back to « Entités légales » (useSearchText now drops it).
  await page.getByRole('heading', { name: 'Journal d’audit' }).waitFor();
  await page.getByLabel('Type d’élément').selectOption({ label: 'Entité légale' });
  await page.waitForURL((url) => url.searchParams.get('entity') === 'legal-entity');

  // Newest first: the rename tops the list, by its author, today (Paris time, the app's one format « 23 novembre 2026 à 14:05 »).
  const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(new Date());
  const rows = page.locator('tbody tr');
  const first = rows.first();
  // The unfiltered page stays on screen until the filtered one arrives (its first row is the same rename, newest
  // of all): wait until every row shown is a legal entity's, as the user sees once « Mise à jour… » is gone.
  await expect
    .poll(
      async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => /Entité légale/.test(text));
      },
      {
        message: 'filtré sur les entités légales',
        timeout: 15_000,
      },
    )
    .toBe(true);
  await first.filter({ hasText: NEW_NAME }).waitFor();
  const firstText = (await first.textContent()) ?? '';
  expect(firstText, 'date et heure de Paris').toMatch(new RegExp(`^${today} à \\d{2}:\\d{2}`));
  expect(firstText).toMatch(/Alice Administratrice/);
  expect(firstText).toMatch(/Modification/);
  expect(firstText).toMatch(/Entité légale/);
  for (const text of await rows.allTextContents())
    expect(text, 'filtré sur les entités légales').toMatch(/Entité légale/);

  await first.getByRole('button', { name: /^Afficher le détail : Modification/ }).click();
  const detail = page.locator('tr[id^="audit-detail-"]');
  await detail.waitFor();
  await expect(detail.getByRole('term'), 'seul le nom a changé').toHaveText(['Nom']);
  const change = ((await detail.getByRole('definition').textContent()) ?? '').replace(/\s+/g, ' ');
  expect(change).toBe(`${OLD_NAME} devient ${NEW_NAME}`);

  // The filter lives in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Type d’élément')).toHaveValue('legal-entity');
  await rows.first().filter({ hasText: NEW_NAME }).waitFor();
});

test('Journal d’audit : un DIRECTOR (sans audit:read) est renvoyé à l’accueil avec le toast de permission', async ({
  directorPage: page,
}) => {
  await expectForbidden(page, '/admins/audit');
  await expectAdministrationMenu(page, 'Établissements', 'Journal d’audit');
});

test('Journal d’audit : un CLIENT_MASTER lit le journal de son client, la démo écrite par « Système », et suit l’historique d’un seul élément', async ({
  clientMasterPage: page,
}) => {
  await openFromNav(page, 'Journal d’audit', 'Administration');
  await page.getByLabel('Type d’élément').selectOption({ label: 'Client' });
  const row = page
    .locator('tbody tr')
    .filter({ hasText: 'Association Les Petits Pas' })
    .filter({ hasText: 'Création' });
  await row.first().waitFor();
  await expect(row.first()).toHaveText(/Système/);

  await row
    .first()
    .getByRole('button', { name: /^Afficher le détail : Création/ })
    .click();
  const detail = page.locator('tr[id^="audit-detail-"]');
  await detail.getByText('Valeurs à la création').waitFor();
  await detail
    .getByRole('term')
    .filter({ hasText: /^Adresse e-mail$/ })
    .waitFor();
  await detail.getByRole('link', { name: 'Tout l’historique de cet élément' }).click();
  await page.waitForURL((url) => Boolean(url.searchParams.get('entityId')));
  await page.getByText('Historique d’un seul élément (client).').waitFor();
  const entries = page.locator('tbody tr:not([id^="audit-detail-"])');
  const texts = await entries.allTextContents();
  expect(texts.length).toBeGreaterThanOrEqual(1);
  for (const text of texts) expect(text).toMatch(/Client/);

  // The shared library belongs to no client: its entries (imported by « Système ») are the ADMIN's only.
  // The forms the client authored in earlier tests may show: they are its own.
  await page.getByLabel('Type d’élément').selectOption({ label: 'Questionnaire' });
  await page.waitForURL((url) => url.searchParams.get('entity') === 'form');
  await expect(page, 'un autre type oublie l’élément choisi').toHaveURL(
    (url) => url.searchParams.get('entityId') === null,
  );
  // Until the new page has replaced the client rows (kept while loading).
  await page.waitForFunction(() => {
    if (document.body.textContent?.includes('Aucune entrée dans le journal')) return true;
    const rows = Array.from(document.querySelectorAll('tbody tr:not([id^="audit-detail-"])'));
    return rows.length > 0 && rows.every((row) => row.textContent?.includes('Questionnaire'));
  });
  for (const text of await page.locator('tbody tr:not([id^="audit-detail-"])').allTextContents())
    expect(text).not.toMatch(/Système/);
});
