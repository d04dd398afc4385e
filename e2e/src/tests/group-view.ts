import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, DEMO_SITES, selectedEstablishment } from '../helpers.ts';

// Arc-en-ciel, the late one of the demo's five sites.
const LATE = 'Multi-accueil Arc-en-ciel';

test('Vue de groupe : la responsable qualité voit ses cinq sites côte à côte, trouve celui en retard et l’ouvre', async ({
  clientMasterPage: page,
}) => {
  await page.getByRole('heading', { name: 'Vue de groupe — Association Les Petits Pas' }).waitFor();
  const table = page.getByRole('table', { name: 'Établissements du groupe' });
  const rows = table.getByTestId('group-row');
  await rows.first().waitFor();

  // Side by side, each with its figures.
  await expect(rows.getByRole('rowheader').getByRole('button')).toHaveText(DEMO_SITES);
  for (const text of await rows.allTextContents()) {
    expect(text, `un score par site : ${text}`).toMatch(/\/ 100/);
    expect(text, `la date de la dernière auto-évaluation : ${text}`).toMatch(/Dernière le/);
    expect(text, `le plan d’action : ${text}`).toMatch(/action(s)? ouverte/);
  }

  // One document about to expire, at Les Hirondelles.
  const hirondelles = rows.filter({ hasText: 'Crèche Les Hirondelles' });
  await expect(hirondelles).toHaveText(/1 expire sous 60 jours \(le /);

  // Filtered by city on the server, then back to all.
  const city = page.getByLabel('Ville');
  await city.selectOption('Lyon');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 2);
  await expect(rows.getByRole('rowheader').getByRole('button')).toHaveText([
    'Crèche Les Hirondelles',
    'Micro-crèche Le Petit Prince',
  ]);
  await city.selectOption({ label: 'Toutes' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 5);

  // Searched by name on the server, kept in the URL (a reload shows the same), then cleared.
  const searchBox = page.getByRole('searchbox', { name: 'Rechercher un établissement' });
  await searchBox.fill('lucioles');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 1);
  await expect(rows.getByRole('rowheader').getByRole('button')).toHaveText(['Crèche Les Lucioles']);
  await page.waitForURL(/[?&]search=lucioles/);
  await page.reload();
  await rows.first().waitFor();
  await expect(searchBox).toHaveValue('lucioles');
  await expect(rows.getByRole('rowheader').getByRole('button')).toHaveText(['Crèche Les Lucioles']);
  await searchBox.fill('');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 5);

  // Sorted by lateness: the late site comes first and says why.
  await page.getByLabel('Trier par').selectOption({ label: 'Auto-évaluations en retard (le plus d’abord)' });
  await rows
    .first()
    .getByRole('button', { name: `Ouvrir ${LATE}` })
    .waitFor();
  const lateRow = rows.first();
  await lateRow.getByText('1 en retard').first().waitFor();
  await expect(lateRow).toHaveText(/en cours depuis plus de 60 jours/);
  for (const other of (await rows.allTextContents()).slice(1)) expect(other).not.toMatch(/en cours depuis plus de/);

  // The heat map is a table too, every cell written out in figures and words.
  const heatMap = page.getByRole('table', { name: /Taux de conformité par établissement/ });
  await expect(heatMap.getByRole('rowheader')).toHaveCount(5);
  const cells = await heatMap.getByRole('cell').allTextContents();
  expect(
    cells.some((cell) => /[\d,]+ %, (satisfaisant|à surveiller|insuffisant)/.test(cell)),
    cells.join(' | '),
  ).toBeTruthy();

  // Compared on one form: per question, the group's rate and who does not conform; then each site's answer.
  await page.getByLabel('Questionnaire', { exact: true }).selectOption({ label: 'Effectifs et taux d’encadrement' });
  await page.getByText('4 établissements évalués sur 5 — pas encore évalué : Micro-crèche Le Petit Prince.').waitFor();
  const questionRows = page.getByTestId('comparison-question');
  const firstQuestion = questionRows.first();
  await expect(firstQuestion, 'Arc-en-ciel ne se conforme pas à la première question').toHaveText(new RegExp(LATE));
  await firstQuestion.getByRole('button', { name: /^Voir les réponses/ }).click();
  const answers = page.getByRole('table', { name: /^Réponses des établissements à/ });
  await answers.getByRole('rowheader').nth(4).waitFor();
  await expect(answers.getByRole('rowheader')).toHaveCount(5);
  const lateAnswer = answers.getByRole('row').filter({ hasText: LATE });
  await lateAnswer.getByText('Non conforme').waitFor();
  await lateAnswer.getByText('Écart relevé lors de l’auto-évaluation de l’équipe.').waitFor();

  // Opened from the keyboard: the selection follows, the focus moves to the site's at-a-glance.
  await lateRow.getByRole('button', { name: `Ouvrir ${LATE}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('establishment-card').getByRole('heading', { name: LATE }).waitFor();
  await page.getByTestId('establishment-switcher').filter({ hasText: LATE }).waitFor();
  expect((await selectedEstablishment(page)).name).toBe(LATE);
  await page.waitForFunction(() => Boolean(document.activeElement?.querySelector('[data-testid=establishment-card]')));
});

test('Vue de groupe : la directrice de deux crèches n’y voit que les siennes, l’ADMIN celles du client choisi', async ({
  page,
  signIn,
}) => {
  const siteNames = () =>
    page
      .getByRole('table', { name: 'Établissements du groupe' })
      .getByTestId('group-row')
      .getByRole('rowheader')
      .getByRole('button')
      .allTextContents();

  await signIn(page, ACCOUNTS.director.email);
  await page.getByRole('heading', { name: /^Vue de groupe/ }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 2);
  await expect.poll(() => siteNames()).toStrictEqual(['Crèche Les Lucioles', 'Micro-crèche Les Coccinelles']);

  await page.context().clearCookies();
  await signIn(page, ACCOUNTS.admin.email);
  // The client of the selected establishment comes chosen; the picker names it.
  await page.getByRole('heading', { name: 'Vue de groupe — Association Les Petits Pas' }).waitFor();
  await expect(page.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue('Association Les Petits Pas');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 5);
  await expect.poll(() => siteNames()).toStrictEqual(DEMO_SITES);
});
