import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, expectToast, openFromNav } from '../helpers.ts';

test('Projet d’évaluation : la directrice rédige son projet, valide la version 1 et télécharge le document Word', async ({
  page,
  signIn,
}) => {
  await signIn(page, ACCOUNTS.director.email);
  await openFromNav(page, 'Projet d’évaluation');
  await page.getByRole('heading', { name: 'Projet d’évaluation de la qualité de l’accueil' }).waitFor();
  // On a phone the screen stays within its width: the authorities report's download label wraps (it widened the
  // page to 457 px at 390).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: 'Télécharger le rapport pour les autorités (PDF)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Critère à ajouter').selectOption({ label: 'La relation avec les parents' });
  await page.getByRole('button', { name: 'Ajouter le critère' }).click();
  await page
    .getByLabel('Raisons du choix : La relation avec les parents')
    .fill('Les familles demandent davantage de transmissions.');
  await page.getByLabel('Indicateur 1', { exact: true }).fill('Part des familles satisfaites des transmissions');
  await page.getByLabel('Cible de l’indicateur 1 (facultative)').fill('80 %');
  await page.getByLabel('Première année du calendrier').fill('2026');
  const plans = ['Enquête auprès des familles', 'Repas et sommeil', 'Langage', 'Organisation', 'Bilan quinquennal'];
  for (const [index, plan] of plans.entries()) await page.getByLabel(`Ce qui est évalué en ${2026 + index}`).fill(plan);
  await page.getByLabel('Comment l’équipe participe').fill('Une réunion par trimestre consacrée à l’évaluation.');
  await page.getByLabel('Comment les familles participent').fill('Questionnaire anonyme chaque printemps.');
  const pilot = page.getByLabel('Pilote du projet');
  await pilot.locator('option').nth(1).waitFor({ state: 'attached' });
  await pilot.selectOption({ index: 1 });
  const pilotName = (await pilot.locator('option').nth(1).textContent())!.trim();

  await page.getByRole('button', { name: 'Valider la version 1' }).click();
  await expectToast(page, 'Version 1 validée');
  const versions = page.getByRole('list', { name: 'Versions validées' });
  await versions.getByText('Version 1', { exact: true }).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    versions.getByRole('link', { name: 'Word (.docx) : version 1' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^projet-evaluation-.*-v1\.docx$/);
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  const text = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  expect(text).toMatch(/Projet d’évaluation de la qualité de l’accueil/);
  expect(text).toMatch(/Les familles demandent davantage de transmissions\./);
  expect(text).toMatch(/2030 Bilan quinquennal/);
  expect(text).toContain(`Pilote du projet : ${pilotName}`);
});
