import { countWrites } from '../admin-helpers.ts';
import { api, uploadEvidence } from '../api-calls.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, expectPath, expectToast, expectTruthy, openFromNav, selectedEstablishment } from '../helpers.ts';

/** Issue 19 item 8, « Small traps »: each as a user meets it, keyboard first. */

test('Pièges : Entrée dans le choix de l’entité légale choisit, sans jamais envoyer le formulaire', async ({
  adminPage: page,
}) => {
  const writes = countWrites(page, '/api/v1/establishments', '/rpc/establishments/create');
  await page.goto('/admins/establishments/create');
  const form = page.getByRole('form', { name: 'Nouvel établissement' });
  const picker = form.getByRole('combobox', { name: 'Entité légale', exact: true });
  await picker.focus();

  // Closed and empty: Enter opens the list instead of sending the form (nine red fields before).
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'true', undefined, {
    timeout: 5_000,
  });
  await expect(form.locator('[aria-invalid="true"]'), 'aucun champ en erreur').toHaveCount(0);

  // Typed, then Enter: the highlighted option is chosen, the form still not sent.
  await picker.fill('Rhône');
  // The search is settled (no « Chargement… ») and the keyboard is on the matching option.
  await page.waitForFunction(() => {
    const input = document.activeElement;
    const active = document.getElementById(input?.getAttribute('aria-activedescendant') ?? '');
    const status = input?.parentElement?.querySelector('[role="status"]');
    return Boolean(active?.textContent?.includes('Les Petits Pas Rhône')) && status?.textContent !== 'Chargement…';
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'false');
  await expect(picker, 'l’option mise en avant est choisie').toHaveValue('Les Petits Pas Rhône');
  await expect(form.locator('[aria-invalid="true"]'), 'toujours aucun champ en erreur').toHaveCount(0);

  // Chosen and closed: Enter again reopens the list, never sends.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'true');
  await page.keyboard.press('Escape');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(picker).toHaveValue('Les Petits Pas Rhône');
  expect(writes.count, 'aucune requête envoyée').toBe(0);
  await expectPath(page, '/admins/establishments/create');
});

test('Pièges : après la création d’un établissement, on arrive sur sa fiche et ses onglets', async ({
  adminPage: page,
}) => {
  await page.goto('/admins/establishments/create');
  const form = page.getByRole('form', { name: 'Nouvel établissement' });
  await form.getByRole('combobox', { name: 'Entité légale', exact: true }).fill('Rhône');
  await form.getByRole('option').filter({ hasText: 'Les Petits Pas Rhône' }).first().click();
  await form.getByLabel('Nom de l’établissement').fill('Crèche Les Coccinelles (pièges)');
  await form.getByLabel('Adresse').fill('8 rue Mercière');
  await form.getByLabel('Téléphone').fill('04 72 00 00 01');
  await form.getByLabel('Code postal').fill('69002');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByLabel('SIRET').fill('82345678500042');
  await form.getByLabel('Raison sociale du gestionnaire').fill('Les Petits Pas Rhône');
  await form.getByLabel('Modalité de tarification').fill('PSU');
  await form.getByLabel('Dernière assemblée').fill('2026-03-12');
  await form.getByRole('button', { name: 'Créer l’établissement' }).click();
  await expectToast(page, 'Crèche Les Coccinelles (pièges) a été créé.');

  await page.waitForURL((url) => /^\/admins\/establishments\/[^/]+\/edit$/.test(url.pathname));
  await page.getByRole('heading', { name: 'Crèche Les Coccinelles (pièges)', level: 1 }).waitFor();
  const tabs = page.getByRole('navigation', { name: 'Sections de l’établissement' });
  for (const tab of ['Membres', 'Agrément', 'Documents']) await tabs.getByRole('link', { name: tab }).waitFor();
  await expect(page, 'pas la liste filtrée').toHaveURL((url) => url.searchParams.get('search') === null);
  await tabs.getByRole('link', { name: 'Documents' }).click();
  // A new establishment: no proof given yet, and it says so.
  await page.getByRole('heading', { name: 'Preuves des auto-évaluations et des actions' }).waitFor();
  await page.getByText('Aucune preuve', { exact: true }).waitFor();
});

test('Pièges : « Copier dans mon client » demande d’abord et crée une copie inactive', async ({ page, signIn }) => {
  const source = 'Règles propres aux établissements de 60 places et plus';
  const writes = countWrites(page, '/copy', '/rpc/library/copyForm');
  await signIn(page, ACCOUNTS.clientMaster.email);
  const found = await api<{ items: Array<{ id: string; name: string }> }>(
    page,
    'GET',
    `/forms?ownership=shared&search=${encodeURIComponent('60 places et plus')}`,
  );
  const sourceId = found.items.find((form) => form.name === source)?.id;
  expectTruthy(sourceId, `questionnaire partagé « ${source} » introuvable`);
  await page.goto(`/librairy/form/${sourceId}`);
  await page.getByRole('heading', { name: source, level: 1 }).waitFor();

  // Asked first, with what will happen; Escape copies nothing and gives the keyboard back.
  const copyButton = page.getByRole('button', { name: 'Copier dans mon client' });
  await copyButton.click();
  const dialog = page.getByRole('alertdialog', { name: `Copier « ${source} » dans votre client ?` });
  await dialog.getByText(`« ${source} (copie) »`).waitFor();
  await dialog.getByText(/vos établissements ne la verront pas/).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(copyButton).toBeFocused();
  expect(writes.count, 'rien de copié sans confirmation').toBe(0);

  await copyButton.click();
  await dialog.getByRole('button', { name: 'Créer la copie inactive' }).click();
  await expectToast(page, 'Questionnaire copié dans votre client');
  await page.waitForURL((url) => /^\/forms\/(?!list)[^/]+$/.test(url.pathname));
  await page.getByRole('heading', { name: `${source} (copie)`, level: 1 }).waitFor();
  await page.getByText('Inactif', { exact: true }).waitFor();
  await page.getByText(/^Copie inactive : les établissements ne la voient pas/).waitFor();
  expect(writes.count).toBe(1);

  // Back on the source: the inactive copy is offered before copying again.
  await page.goto(`/librairy/form/${sourceId}`);
  await page.getByText('Votre client en a déjà une copie').waitFor();
  await page.getByRole('link', { name: `${source} (copie)` }).waitFor();
  await page.getByText('(inactif)').waitFor();

  // The directors do not see it beside the original.
  await page.goto('/auth/logout');
  await expectPath(page, '/auth/login');
  await signIn(page, ACCOUNTS.director.email);
  const overview = await api<{ forms: Array<{ form: { name: string } }> }>(
    page,
    'GET',
    `/establishments/${(await selectedEstablishment(page)).id}/evaluation-overview`,
  );
  const names = overview.forms.map((item) => item.form.name);
  expect(names, 'la copie inactive n’est pas proposée à l’évaluation').not.toContain(`${source} (copie)`);
});

test('Pièges : Échap ferme le détail d’une action et rend le focus à sa ligne', async ({ directorPage: page }) => {
  await openFromNav(page, 'Plan d’action');
  const rows = page.getByRole('list', { name: 'Actions du plan' }).getByRole('button');
  await rows.first().waitFor();
  const row = rows.first();
  const title = (await row.locator('span.font-medium').first().textContent())?.trim();
  expect(title).toBeTruthy();
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement !== document.body);
  await expect(row, 'le focus revient à la ligne').toBeFocused();
});

test('Pièges : une preuve déposée dans une auto-évaluation apparaît dans l’onglet Documents, avec sa question', async ({
  directorPage: page,
}) => {
  const { id: establishmentId } = await selectedEstablishment(page);
  // The demo's evaluation in progress, and one of its answered questions.
  const list = await api<{ items: Array<{ id: string }> }>(
    page,
    'GET',
    `/evaluations?establishmentId=${establishmentId}&status=IN_PROGRESS`,
  );
  const evaluationId = list.items[0]?.id;
  expectTruthy(evaluationId, 'aucune auto-évaluation en cours dans la démo');
  const evaluation = await api<{
    formId: string;
    formName: string;
    questions: Array<{ key: string; label: string }>;
    answers: Array<{ questionKey: string }>;
  }>(page, 'GET', `/evaluations/${evaluationId}`);
  const answered = evaluation.questions.find((question) =>
    evaluation.answers.some((answer) => answer.questionKey === question.key),
  );
  expectTruthy(answered, 'aucune question répondue');
  const fileName = 'preuve-pieges.pdf';
  await uploadEvidence(page, evaluationId, answered.key, { name: fileName, text: '%PDF-1.7\npreuve\n%%EOF' });

  await page.goto(`/admins/establishments/${establishmentId}/documents`);
  const proofs = page.getByRole('list', { name: 'Preuves de l’établissement' });
  const item = proofs.getByRole('listitem').filter({ hasText: fileName }).first();
  await item.waitFor();
  const link = item.getByRole('link', { name: `${evaluation.formName} — ${answered.label}` });
  await item.getByText('(auto-évaluation en cours)').waitFor();
  await link.click();
  await page.waitForURL((url) => url.pathname === `/auto-evaluation/form/${evaluation.formId}`);
  await expect(page).toHaveURL((url) => url.hash === `#question-${answered.key}`);
  await page.getByRole('heading', { name: answered.label }).first().waitFor();
});
