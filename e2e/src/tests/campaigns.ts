import { expect, test } from '../fixtures.ts';
import { clickAndConfirm, expectToast, parisDay } from '../helpers.ts';

// The demo (apps/api/src/seed/demo-campaign.ts): one running campaign, Arc-en-ciel the late site.
const DEMO_CAMPAIGN = 'Campagne d’hiver : encadrement et effectifs';
const FORM = 'Effectifs et taux d’encadrement';
const NAME = 'Campagne de printemps : encadrement';

test('Campagnes : la responsable qualité lance une campagne sur deux sites ; une auto-évaluation terminée le jour même compte', async ({
  clientMasterPage: page,
}) => {
  const panel = page.getByRole('region', { name: 'Campagnes d’auto-évaluation' });
  // The demo's running campaign, with its late site.
  const demo = panel.getByRole('listitem').filter({ hasText: DEMO_CAMPAIGN });
  await demo.getByText('1 établissement en retard').waitFor();
  // The group view says which one: Arc-en-ciel, past the campaign's deadline.
  const rows = page.getByRole('table', { name: 'Établissements du groupe' }).getByTestId('group-row');
  await rows.filter({ hasText: 'Multi-accueil Arc-en-ciel' }).getByText('1 campagne en retard').waitFor();
  await expect(rows.getByText(/campagnes? en retard/)).toHaveCount(1);

  await panel.getByRole('button', { name: 'Lancer une campagne' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle campagne' });
  // Refused in French before anything is sent.
  await dialog.getByRole('button', { name: 'Lancer la campagne' }).click();
  await dialog.getByText('Le nom de la campagne est obligatoire').waitFor();
  await dialog.getByText('Choisissez au moins un questionnaire').waitFor();
  await dialog.getByText('Choisissez l’échéance de la campagne').waitFor();

  await dialog.getByLabel('Nom de la campagne').fill(NAME);
  await dialog.getByLabel('Échéance (dernier jour)').fill(parisDay(14));
  // Issue 34 item 1: the day from which finished evaluations count is shown, 12 months back by default.
  const since = dialog.getByLabel('Compter les auto-évaluations terminées depuis le');
  const today = parisDay(0);
  const shown = await since.inputValue();
  expect(shown.slice(0, 4), shown).toBe(String(Number(today.slice(0, 4)) - 1));
  expect(shown.slice(5) === today.slice(5) || today.endsWith('02-29'), shown).toBeTruthy();
  // Les Hirondelles finished this form two weeks ago, Les Lucioles today (the demo's second staffing evaluation):
  // counting from today, only Les Hirondelles is asked again — the same-day completion counts (issue 34 item 1).
  await since.fill(today);
  // The forms come by category, each with its « Tout sélectionner », and one for them all.
  await dialog.getByRole('checkbox', { name: 'Tout sélectionner', exact: true }).waitFor();
  await expect.poll(() => dialog.getByRole('checkbox', { name: /^Tout sélectionner : / }).count()).toBeGreaterThan(1);
  await dialog.getByLabel('Rechercher un questionnaire').fill('encadrement');
  await dialog.getByRole('checkbox', { name: FORM, exact: true }).click();
  await dialog.getByRole('checkbox', { name: /^Crèche Les Lucioles/ }).click();
  await dialog.getByRole('checkbox', { name: /^Crèche Les Hirondelles/ }).click();
  await dialog.getByRole('button', { name: 'Lancer la campagne' }).click();
  await expectToast(page, `Campagne « ${NAME} » lancée.`);

  // Its page, site by site: Les Hirondelles not started, Les Lucioles done by today's evaluation.
  await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
  const sites = page.getByRole('table', { name: `Progression par établissement de la campagne « ${NAME} »` });
  await sites.getByRole('row').nth(2).waitFor();
  const siteRows = await sites.getByRole('row').allTextContents();
  expect(siteRows.length, siteRows.join(' | ')).toBe(3);
  expect(siteRows[1]!).toMatch(/Crèche Les Hirondelles.*Non commencée/);
  expect(siteRows[2]!).toMatch(/Crèche Les Lucioles.*Terminée/);

  // She closes it; its results are frozen.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Campagnes d’auto-évaluation' })
    .getByRole('link', { name: NAME, exact: true })
    .click();
  await clickAndConfirm(page, 'Clôturer la campagne', 'Clôturer', 'Campagne clôturée : ses résultats sont figés.');
  await page.getByText(/les résultats ci-dessous sont figés à cette date/).waitFor();
});
