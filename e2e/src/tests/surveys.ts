import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectToast, openFromNav, parisDay, selectedEstablishment } from '../helpers.ts';
import { pdfText } from '../pdf-text.ts';

// Issue 28 item 3: a director prepares the families' survey, opens it and generates its codes; five parents answer
// on a phone through the QR links, without an account; she reads the results from the fifth answer and hides a comment.
const PHONE = { width: 390, height: 844 };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe is injected by `addInitScript` before the page loads: the CSP (script-src 'self') refuses an inline tag. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

const SCALE_ANSWERS = ['Tout à fait', 'Plutôt', 'Tout à fait', 'Plutôt pas', 'Tout à fait'];

test('Enquête familles : la directrice ouvre l’enquête, cinq parents répondent sur téléphone par le lien du QR code, elle lit les résultats', async ({
  directorPage: page,
  newVisitor,
}) => {
  const establishment = await selectedEstablishment(page);
  await openFromNav(page, 'Enquêtes');
  await page.getByRole('heading', { name: 'Enquêtes auprès des familles et de l’équipe' }).waitFor();
  await page.getByRole('button', { name: 'Nouvelle enquête auprès des familles' }).click();
  await page.getByRole('heading', { name: 'Enquête auprès des familles', level: 1 }).waitFor();

  // She adapts the first question and sets the closing date, then opens the survey.
  await page.getByLabel('Question 1', { exact: true }).fill('Je me sens bien accueilli(e) le matin et le soir.');
  await page.getByLabel('Date de clôture').fill(parisDay(14));
  await page.getByRole('button', { name: 'Enregistrer le questionnaire' }).click();
  await expectToast(page, 'Enquête enregistrée');
  await page.getByRole('button', { name: 'Ouvrir l’enquête' }).click();
  await expectToast(page, 'Enquête ouverte');

  await page.getByLabel(/Nombre de codes à générer/).fill('6');
  await page.getByRole('button', { name: 'Générer les codes' }).click();
  await expectToast(page, '6 codes générés');
  const codes = page.getByRole('list', { name: 'Codes générés' });
  await codes
    .getByRole('img', { name: /QR code du lien/ })
    .first()
    .waitFor();
  const links = await codes.getByTestId('survey-link').allTextContents();
  expect(links.length).toBe(6);
  const results = page.getByRole('region', { name: 'Résultats' });
  await results
    .getByText('Les résultats s’affichent à partir de 5 réponses, pour préserver l’anonymat des répondants.')
    .waitFor();

  // Five parents, each on a phone, without an account: the link their QR code holds.
  for (const [index, link] of links.slice(0, 5).entries()) {
    const parent = await newVisitor();
    await parent.setViewportSize(PHONE);
    if (index === 0) await parent.context().addInitScript({ content: AXE_SOURCE });
    await parent.goto(new URL(link).pathname);
    await parent.getByRole('heading', { name: 'Enquête auprès des familles' }).waitFor();
    await parent.getByText(establishment.name).waitFor();
    const first = parent.getByRole('group', { name: /1\. Je me sens bien accueilli\(e\) le matin et le soir\./ });
    if (index === 0) {
      // The page shows nothing of the app: no header, no navigation; it passes axe; its options are 44 px high.
      await expect(parent.getByRole('navigation')).toHaveCount(0);
      expect(await seriousAxeFindings(parent)).toStrictEqual([]);
      const box = await first.locator('label').first().boundingBox();
      expect(box?.height, `option de ${box?.height} px`).toBeGreaterThanOrEqual(44);
      // Sending nothing is refused in French, before anything leaves.
      await parent.getByRole('button', { name: 'Envoyer mes réponses' }).click();
      await parent.getByRole('alert').getByText('Répondez à au moins une question avant d’envoyer').waitFor();
      // With the keyboard: focus the option, Space checks it.
      await first.getByRole('radio', { name: SCALE_ANSWERS[index]! }).focus();
      await parent.keyboard.press('Space');
      await expect(first.getByRole('radio', { name: SCALE_ANSWERS[index]! })).toBeChecked();
    } else {
      await first.getByText(SCALE_ANSWERS[index]!, { exact: true }).click();
    }
    await parent
      .getByRole('group', { name: /Depuis combien de temps votre enfant est-il accueilli/ })
      .getByText('Plus d’un an')
      .click();
    await parent
      .getByLabel(/Ce que vous appréciez/)
      .fill(index === 4 ? 'Commentaire à masquer' : `Merci à l’équipe (${index + 1})`);
    await parent.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await parent.getByRole('heading', { name: 'Merci pour votre réponse !' }).waitFor();
    if (index === 0) {
      // The same link again: already used.
      await parent.reload();
      await parent.getByText(/Une réponse a déjà été envoyée avec ce lien/).waitFor();
      await parent.goto('/enquete/ABCDEFGHJKMN');
      await parent.getByText(/Ce lien d’enquête est inconnu/).waitFor();
    }
    await parent.close();
  }

  // The director reads the results: five answers, bars with their counts, the comments, one hidden.
  await page.reload();
  await results.getByText('5 réponses anonymes.', { exact: false }).waitFor();
  const firstQuestion = results.getByRole('list', {
    name: /Réponses à « Je me sens bien accueilli\(e\) le matin et le soir\. »/,
  });
  await firstQuestion.getByText('3 (60 %)').waitFor();
  await firstQuestion.getByText('1 (20 %)').first().waitFor();
  await results.getByText('Merci à l’équipe (1)').waitFor();
  await results.getByRole('button', { name: /Masquer le commentaire « Commentaire à masquer/ }).click();
  await expectToast(page, 'Commentaire masqué');
  await results.getByText('Masqué : exclu des exports').waitFor();
  await results.getByRole('link', { name: 'Exporter (Excel)' }).waitFor();
  // The results go to the establishment's documents, to be attached as evidence to the evaluation.
  await results.getByRole('button', { name: 'Enregistrer dans les documents (preuve)' }).click();
  await expectToast(page, 'Résultats enregistrés dans les documents');

  // Issue 28 item 4: the report for the authorities, from the projet d'évaluation page, carries her families' voice
  // (counts from five answers, the visible comments) and never the comment she hid.
  await openFromNav(page, 'Projet d’évaluation');
  const reportLink = page.getByRole('link', { name: 'Télécharger le rapport pour les autorités (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), reportLink.click()]);
  const text = pdfText(readFileSync((await download.path())!));
  expect(text).toContain('Rapport d’évaluation de la qualité de l’accueil');
  expect(text).toContain(establishment.name);
  expect(text).toContain('La parole des familles et de l’équipe');
  expect(text).toContain('Je me sens bien accueilli(e) le matin et le soir.');
  expect(text).toContain('Tout à fait : 60 %');
  expect(text).toContain('Merci à l’équipe (1)');
  expect(text, 'le commentaire masqué ne figure pas dans le rapport').not.toContain('Commentaire à masquer');
});
