import assert from 'node:assert/strict';
import { test } from '../fixtures.ts';
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
  assert.deepEqual(await rows.getByRole('rowheader').getByRole('button').allTextContents(), DEMO_SITES);
  for (const text of await rows.allTextContents()) {
    assert.match(text, /\/ 100/, `un score par site : ${text}`);
    assert.match(text, /Dernière le/, `la date de la dernière auto-évaluation : ${text}`);
    assert.match(text, /action(s)? ouverte/, `le plan d’action : ${text}`);
  }

  // One document about to expire, at Les Hirondelles.
  const hirondelles = rows.filter({ hasText: 'Crèche Les Hirondelles' });
  assert.match((await hirondelles.textContent()) ?? '', /1 expire sous 60 jours \(le /);

  // Filtered by city on the server, then back to all.
  const city = page.getByLabel('Ville');
  await city.selectOption('Lyon');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 2);
  assert.deepEqual(await rows.getByRole('rowheader').getByRole('button').allTextContents(), [
    'Crèche Les Hirondelles',
    'Micro-crèche Le Petit Prince',
  ]);
  await city.selectOption({ label: 'Toutes' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 5);

  // Searched by name on the server, kept in the URL (a reload shows the same), then cleared.
  const searchBox = page.getByRole('searchbox', { name: 'Rechercher un établissement' });
  await searchBox.fill('lucioles');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 1);
  assert.deepEqual(await rows.getByRole('rowheader').getByRole('button').allTextContents(), ['Crèche Les Lucioles']);
  await page.waitForURL(/[?&]search=lucioles/);
  await page.reload();
  await rows.first().waitFor();
  assert.equal(await searchBox.inputValue(), 'lucioles');
  assert.deepEqual(await rows.getByRole('rowheader').getByRole('button').allTextContents(), ['Crèche Les Lucioles']);
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
  assert.match((await lateRow.textContent()) ?? '', /en cours depuis plus de 60 jours/);
  for (const other of (await rows.allTextContents()).slice(1)) assert.doesNotMatch(other, /en cours depuis plus de/);

  // The heat map is a table too, every cell written out in figures and words.
  const heatMap = page.getByRole('table', { name: /Taux de conformité par établissement/ });
  assert.equal(await heatMap.getByRole('rowheader').count(), 5);
  const cells = await heatMap.getByRole('cell').allTextContents();
  assert.ok(
    cells.some((cell) => /[\d,]+ %, (satisfaisant|à surveiller|insuffisant)/.test(cell)),
    cells.join(' | '),
  );

  // Compared on one form: per question, the group's rate and who does not conform; then each site's answer.
  await page.getByLabel('Questionnaire', { exact: true }).selectOption({ label: 'Effectifs et taux d’encadrement' });
  await page.getByText('4 établissements évalués sur 5 — pas encore évalué : Micro-crèche Le Petit Prince.').waitFor();
  const questionRows = page.getByTestId('comparison-question');
  const firstQuestion = questionRows.first();
  assert.match(
    (await firstQuestion.textContent()) ?? '',
    new RegExp(LATE),
    'Arc-en-ciel ne se conforme pas à la première question',
  );
  await firstQuestion.getByRole('button', { name: /^Voir les réponses/ }).click();
  const answers = page.getByRole('table', { name: /^Réponses des établissements à/ });
  await answers.getByRole('rowheader').nth(4).waitFor();
  assert.equal(await answers.getByRole('rowheader').count(), 5);
  const lateAnswer = answers.getByRole('row').filter({ hasText: LATE });
  await lateAnswer.getByText('Non conforme').waitFor();
  await lateAnswer.getByText('Écart relevé lors de l’auto-évaluation de l’équipe.').waitFor();

  // Opened from the keyboard: the selection follows, the focus moves to the site's at-a-glance.
  await lateRow.getByRole('button', { name: `Ouvrir ${LATE}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('establishment-card').getByRole('heading', { name: LATE }).waitFor();
  await page.getByTestId('establishment-switcher').filter({ hasText: LATE }).waitFor();
  assert.equal((await selectedEstablishment(page)).name, LATE);
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
  assert.deepEqual(await siteNames(), ['Crèche Les Lucioles', 'Micro-crèche Les Coccinelles']);

  await page.context().clearCookies();
  await signIn(page, ACCOUNTS.admin.email);
  // The client of the selected establishment comes chosen; the picker names it.
  await page.getByRole('heading', { name: 'Vue de groupe — Association Les Petits Pas' }).waitFor();
  assert.equal(
    await page.getByRole('combobox', { name: 'Client', exact: true }).inputValue(),
    'Association Les Petits Pas',
  );
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-row]').length === 5);
  assert.deepEqual(await siteNames(), DEMO_SITES);
});
