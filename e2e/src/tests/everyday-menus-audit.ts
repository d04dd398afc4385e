import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, openFromNav } from '../helpers.ts';

/** The header's entries, the « Administration » menu's included. */
async function headerEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Accueil', exact: true }).waitFor();
  const entries = (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
  const administration = nav.getByRole('button', { name: 'Administration' });
  if ((await administration.count()) > 0) {
    await administration.click();
    await page.getByRole('menuitem').first().waitFor();
    entries.push(
      ...(await page.getByRole('menuitem').allTextContents()).map((text) => `Administration › ${text.trim()}`),
    );
    await page.keyboard.press('Escape');
  }
  return entries;
}

test('Menus selon le rôle : questionnaires et catégories pour qui les rédige, « Mes actions » pour la collaboratrice (issue 19 item 7)', async ({
  page,
  context,
  signIn,
}) => {
  const editorOnly = ['Questionnaires', 'Catégories'];
  const roles = [
    [ACCOUNTS.admin, [...editorOnly, 'Plan d’action', 'Administration › Journal d’audit'], ['Mes actions']],
    [ACCOUNTS.clientMaster, [...editorOnly, 'Administration › Utilisateurs'], ['Mes actions']],
    [ACCOUNTS.director, ['Plan d’action', 'Administration › Établissements'], [...editorOnly, 'Mes actions']],
    [
      ACCOUNTS.collaborator,
      ['Plan d’action', 'Mes actions', 'Bibliothèque'],
      [...editorOnly, 'Administration › Utilisateurs'],
    ],
  ] as const;
  for (const [account, has, hasNot] of roles) {
    await context.clearCookies();
    await signIn(page, account.email);
    const entries = await headerEntries(page);
    for (const entry of has)
      expect(entries, `${account.email} : « ${entry} » manque (${entries.join(', ')})`).toContain(entry);
    for (const entry of hasNot) expect(entries, `${account.email} : « ${entry} » en trop`).not.toContain(entry);
  }

  // The collaborator's « Mes actions »: its own title and tab, the entry marked current (not « Plan d’action »),
  // only actions she is responsible for.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Mes actions', exact: true }).click();
  await page.getByRole('heading', { name: 'Mes actions', level: 1 }).waitFor();
  await page.waitForFunction(() => document.title === 'Mes actions — Qualité & Conformité');
  await expect(nav.getByRole('link', { name: 'Mes actions', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Plan d’action', exact: true })).not.toHaveAttribute('aria-current');
  const rows = page.getByRole('list', { name: 'Actions du plan' }).getByRole('listitem');
  await rows.first().or(page.getByText('Aucune action ne vous est confiée ici')).first().waitFor();
  const responsibles = await rows.getByText(/^Responsable :/).allTextContents();
  for (const responsible of responsibles)
    expect(responsible).toMatch(new RegExp(`^Responsable : ${ACCOUNTS.collaborator.firstName}\\b`));
  console.log(`    (« Mes actions » de la collaboratrice : ${responsibles.length} action(s))`);
  // « Tout le plan » leads back to the establishment's plan.
  await page.getByRole('navigation', { name: 'Vue du plan' }).getByRole('link', { name: 'Tout le plan' }).click();
  await page.getByRole('heading', { name: 'Plan d’action', level: 1 }).waitFor();
  await expect(nav.getByRole('link', { name: 'Plan d’action', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('Journal d’audit : une ligne « Auto-évaluation » nomme son questionnaire et son établissement, filtre par établissement (issue 19 item 6)', async ({
  page,
  signIn,
}) => {
  const crèche = 'Crèche Les Lucioles';
  await signIn(page, ACCOUNTS.clientMaster.email);
  await openFromNav(page, 'Journal d’audit', 'Administration');
  await page.getByLabel('Type d’élément').selectOption({ label: 'Auto-évaluation' });
  await page.waitForURL((url) => url.searchParams.get('entity') === 'evaluation');
  // The establishment filter, keyboard only: type, arrow, Enter.
  await page.getByRole('combobox', { name: 'Établissement' }).fill('Lucioles');
  await page.getByRole('option', { name: new RegExp(crèche) }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => Boolean(url.searchParams.get('establishmentId')));
  const rows = page.locator('tbody tr:not([id^="audit-detail-"])');
  // Until the filtered page has replaced the rows of every establishment.
  await page.waitForFunction((name) => {
    const cells = Array.from(document.querySelectorAll('tbody tr:not([id^="audit-detail-"])'));
    return cells.length > 0 && cells.every((row) => row.textContent?.includes(name));
  }, crèche);
  for (const text of await rows.allTextContents()) {
    expect(text).toMatch(/Auto-évaluation/);
    // « <questionnaire> · Crèche Les Lucioles »: a name before the establishment's.
    expect(text).toMatch(new RegExp(`\\S · ${crèche}`));
  }
  // The filter survives a reload (it lives in the URL) and names the crèche.
  await page.reload();
  await rows.first().waitFor();
  // Its name is asked of the server by id once the page is back: waited for, as a reader would.
  await expect(page.getByRole('combobox', { name: 'Établissement' })).toHaveValue(crèche);
});
