import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api } from '../api-calls.ts';
import { evaluationInProgress, question, startBlank, waitSaved } from '../evaluation-form.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, clickAndConfirm, expectToast, openFromNav } from '../helpers.ts';

// Two short forms of the default library (apps/api/src/seed): the seed has no evaluation of them.
const CHARTE = 'Charte nationale pour l’accueil du jeune enfant';
const CHARTE_LAST = 'La Charte est-elle rendue accessible aux familles qui maîtrisent peu le français';
const CONTINUITE = 'Continuité de la fonction de direction';

/** A PDF downloaded by a click on the link `name`: its first bytes say so. */
async function expectPdfDownload(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('link', { name }).click(),
  ]);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
}

test('Auto-évaluation : une directrice répond au clavier, termine, télécharge le rapport et le retrouve dans l’historique', async ({
  directorPage: page,
}) => {
  await startBlank(page, CHARTE);
  await page.getByText('0 / 7').waitFor();

  // Keyboard only: space chooses a radio, arrows move along a group (and choose).
  await question(page, 1).getByRole('radio', { name: 'Oui' }).focus();
  await page.keyboard.press('Space');
  await question(page, 2).getByRole('radio', { name: 'Oui' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // « Non » is the same group: Tab leaves it for « Question suivante sans réponse »
  await page.keyboard.press('Tab'); // « Non concerné »
  await page.keyboard.press('Tab');
  await page.keyboard.type('Remise avec le livret d’accueil');
  await question(page, 3).getByRole('radio', { name: 'Oui' }).focus();
  await page.keyboard.press('ArrowDown'); // → Partiellement
  await question(page, 4).getByRole('radio', { name: 'Oui' }).focus();
  await page.keyboard.press('Space');
  await question(page, 5).getByRole('radio', { name: /^1 — / }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); // → 3 — Plutôt satisfaisant
  await question(page, 6).getByRole('radio', { name: 'Oui' }).focus();
  await page.keyboard.press('Space');
  await waitSaved(page);
  await page.getByText('6 / 7').waitFor();
  // The shared scoring, live: (100 × 4 + 50 + 66,7) / 6.
  await page.getByText('score provisoire 86,1 / 100').waitFor();

  // Saved on the server: a reload finds every answer and the comment.
  await page.reload();
  await page.getByText('6 / 7').waitFor();
  await expect(question(page, 1).getByRole('radio', { name: 'Oui' })).toBeChecked();
  await expect(question(page, 3).getByRole('radio', { name: 'Partiellement' })).toBeChecked();
  await expect(question(page, 5).getByRole('radio', { name: '3 — Plutôt satisfaisant' })).toBeChecked();
  await expect(question(page, 2).getByLabel('Commentaire')).toHaveValue('Remise avec le livret d’accueil');
  await expect(question(page, 7).getByRole('radio', { name: 'Oui' })).not.toBeChecked();

  // Completing with a question left: the French list of what is missing, with a link to it.
  await page.getByRole('button', { name: 'Terminer', exact: true }).first().click();
  const missing = page.getByRole('alert').filter({ hasText: "L'auto-évaluation ne peut pas être terminée" });
  await missing.waitFor();
  const gap = missing.getByRole('listitem');
  await expect(gap).toHaveCount(1);
  await expect(gap).toContainText(`Question 7 : ${CHARTE_LAST}`);
  await expect(gap).toHaveText(/Veuillez répondre à la question, ou la déclarer non concernée/);
  await gap.getByRole('link').click();
  await page.keyboard.press('Space'); // the link put the keyboard on question 7's first choice: « Oui »
  await expect(question(page, 7).getByRole('radio', { name: 'Oui' })).toBeChecked();
  await waitSaved(page);

  await page.getByRole('button', { name: 'Terminer', exact: true }).first().click();
  // Issue 19: asked first, with the recap of what will be frozen (everyday.ts tests the dialog itself).
  await page.getByRole('alertdialog').getByRole('button', { name: 'Terminer et figer' }).click();
  await expectToast(page, 'Auto-évaluation terminée.');
  const results = page.getByRole('definition');
  await page.getByRole('heading', { name: 'Résultat' }).waitFor();
  // (100 × 5 + 50 + 66,7) / 7 = 88,1 ; 6 answers of 7 reach their threshold.
  await results.filter({ hasText: '88,1 / 100' }).waitFor();
  await results.filter({ hasText: '85,7 %' }).waitFor();

  await expectPdfDownload(page, 'Télécharger le rapport PDF');
  await page.getByRole('link', { name: 'Voir les propositions du plan d’action' }).waitFor();

  // The history: score, author, PDF, and nothing to compare with yet.
  await page.goto('/auto-evaluation/completed');
  const row = page
    .getByRole('list', { name: 'Historique des auto-évaluations' })
    .getByRole('listitem')
    .filter({ hasText: CHARTE });
  await row.first().waitFor();
  await expect(row.first()).toHaveText(/88,1 \/ 100.*85,7 %/s);
  await expect(row.first()).toHaveText(/par Claire/);
  await row
    .first()
    .getByRole('link', { name: `Rapport PDF de « ${CHARTE} »` })
    .waitFor();
  // Its first evaluation in this run: nothing to compare with (the seeded forms are others).
  await row.first().getByText('Première auto-évaluation de ce questionnaire').waitFor();

  // Home: the category's figures now count it, and the establishment synthesis downloads as a PDF.
  await openFromNav(page, 'Accueil');
  const scores = page
    .getByRole('list', { name: 'Scores par catégorie' })
    .getByRole('listitem')
    .filter({ hasText: 'Autorisation et Charte nationale' });
  // (the action-plan test may have completed the category's other form in a full run: its mean then differs)
  await scores.getByText(/^\d+(,\d)? \/ 100$/).waitFor();
  await expectPdfDownload(page, 'Télécharger la synthèse PDF');
});

test('Auto-évaluation : une réponse modifiée entre-temps par quelqu’un d’autre est rechargée, jamais écrasée, puis l’évaluation abandonnée', async ({
  directorPage: page,
}) => {
  await startBlank(page, CONTINUITE);
  await question(page, 1).getByRole('radio', { name: 'Oui' }).check();
  await waitSaved(page);

  // A colleague saves « Non » on the same answer (the version this screen edited).
  const { id: evaluationId } = await evaluationInProgress(page, CONTINUITE);
  const detail = await api<{
    questions: Array<{ key: string }>;
    answers: Array<{ questionKey: string; version: number }>;
  }>(page, 'GET', `/evaluations/${evaluationId}`);
  const key = detail.questions[0]!.key;
  const version = detail.answers.find((answer) => answer.questionKey === key)!.version;
  await api(page, 'PUT', `/evaluations/${evaluationId}/answers/${key}`, { value: false, expectedVersion: version });

  // This screen still edits the old version: its save is refused and the colleague's answer shown.
  await question(page, 1).getByLabel('Commentaire').fill('Vérifié sur place');
  const notice = question(page, 1).getByRole('alert');
  await notice.filter({ hasText: 'a modifié cette réponse entre-temps' }).waitFor();
  await expect(notice).toHaveText(/Votre saisie non enregistrée : Oui — commentaire « Vérifié sur place »/);
  await expect(question(page, 1).getByRole('radio', { name: 'Non' })).toBeChecked();
  await expect(question(page, 1).getByLabel('Commentaire')).toHaveValue('');

  // Nothing was overwritten on the server.
  await page.reload();
  await question(page, 1).getByRole('radio', { name: 'Non' }).waitFor();
  await expect(question(page, 1).getByRole('radio', { name: 'Non' })).toBeChecked();
  await expect(question(page, 1).getByLabel('Commentaire')).toHaveValue('');

  // Abandoned after confirmation: the form is back to « not started ».
  await clickAndConfirm(page, 'Abandonner', 'Abandonner', 'Auto-évaluation abandonnée.');
  await page.getByRole('button', { name: 'Commencer l’auto-évaluation' }).waitFor();
});

test('Auto-évaluation : une collaboratrice joint des preuves (dépôt refusé puis accepté, réutilisation) sans pouvoir terminer', async ({
  page,
  signIn,
}) => {
  const REGLEMENT = 'Règlement de fonctionnement et protocoles';
  await signIn(page, ACCOUNTS.collaborator.email);
  await startBlank(page, REGLEMENT);
  const first = question(page, 1);
  await first.getByText('Document obligatoire').waitFor();
  await first.getByText('Un impératif ne peut pas être déclaré non concerné.').waitFor();
  await expect(first.getByLabel('Non concerné')).toHaveCount(0);
  await first.getByText('Répondez d’abord à la question pour y joindre une preuve.').waitFor();
  await first.getByRole('radio', { name: 'Oui' }).check();
  await waitSaved(page);

  // A file that is not what it claims: refused in French, then a real PDF (behind « Ajouter une preuve »).
  await first.getByRole('button', { name: 'Ajouter une preuve' }).click();
  const file = first.getByLabel('Déposer un fichier');
  await file.setInputFiles({
    name: 'preuve.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00binaire', 'latin1'),
  });
  await first.getByRole('button', { name: 'Envoyer la preuve' }).click();
  await first.getByRole('alert').filter({ hasText: 'Type de fichier refusé' }).waitFor();
  const pdf = Buffer.from(`%PDF-1.7\n% Règlement ${Date.now()}\n${'x'.repeat(2_000)}\n%%EOF\n`, 'latin1');
  await file.setInputFiles({ name: 'reglement-signe.pdf', mimeType: 'application/pdf', buffer: pdf });
  await first.getByRole('button', { name: 'Envoyer la preuve' }).click();
  await expectToast(page, 'Preuve ajoutée.');
  await first.getByRole('link', { name: 'reglement-signe.pdf' }).waitFor();

  // The same document proves another answer without a new upload.
  const ninth = question(page, 9);
  await ninth.getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await waitSaved(page);
  await ninth.getByRole('button', { name: 'Ajouter une preuve' }).click();
  await ninth.getByText('Réutiliser un document de l’établissement').click();
  await ninth.getByLabel('Document', { exact: true }).selectOption({ label: 'reglement-signe.pdf' });
  await ninth.getByRole('button', { name: 'Joindre' }).click();
  await ninth.getByRole('link', { name: 'reglement-signe.pdf' }).waitFor();

  await page.reload();
  await question(page, 1).getByRole('link', { name: 'reglement-signe.pdf' }).waitFor();
  await question(page, 9).getByRole('link', { name: 'reglement-signe.pdf' }).waitFor();
  // DESIGN §3: a COLLABORATOR answers; completing is for a director or a manager.
  await page.getByText('Une directrice ou un responsable terminera l’auto-évaluation.').waitFor();
  await expect(page.getByRole('button', { name: 'Terminer', exact: true })).toHaveCount(0);
});
