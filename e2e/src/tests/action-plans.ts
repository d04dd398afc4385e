import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { api, uploadEvidence } from '../api-calls.ts';
import { ROOT_DIR } from '../api-server.ts';
import type { ApiQuestion as Question } from '../evaluation-form.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, escapeRegExp, expectToast, openDialog, openFromNav, selectedEstablishment } from '../helpers.ts';

/**
 * Seeds through the API what the self-evaluation screens would produce: a completed
 * evaluation of the shortest applicable form, its first question answered wrong.
 */
async function completeShortEvaluation(page: Page, establishmentId: string) {
  const overview = await api<{ forms: Array<{ form: { id: string; name: string; questionCount: number } }> }>(
    page,
    'GET',
    `/establishments/${establishmentId}/evaluation-overview`,
  );
  const form = [...overview.forms].sort((a, b) => a.form.questionCount - b.form.questionCount)[0]!.form;
  const evaluation = await api<{
    id: string;
    questions: Question[];
    applicability: { notApplicable: Array<{ questionKey: string }> };
  }>(page, 'POST', '/evaluations', { establishmentId, formId: form.id });
  // Issue 26: a question set aside for the crèche takes no answer (the server refuses it).
  const excluded = new Set(evaluation.applicability.notApplicable.map((item) => item.questionKey));
  const applicable = evaluation.questions.filter((question) => !excluded.has(question.key));
  for (const [index, question] of applicable.entries()) {
    const wrong = index === 0;
    const value =
      question.type === 'BOOLEAN'
        ? wrong
          ? !(question.conformingAnswer ?? true)
          : (question.conformingAnswer ?? true)
        : question.type === 'SELECT'
          ? [...question.options].sort((a, b) => (wrong ? a.score - b.score : b.score - a.score))[0]!.label
          : question.type === 'MULTIPLE_CHOICE'
            ? wrong
              ? []
              : question.options.map((option) => option.label)
            : wrong
              ? 1
              : (question.scale?.max ?? 4);
    await api(page, 'PUT', `/evaluations/${evaluation.id}/answers/${question.key}`, { value, expectedVersion: 0 });
    if (question.isDocumentRequired)
      await uploadEvidence(page, evaluation.id, question.key, { name: 'preuve.pdf', text: '%PDF-1.7\n%%EOF' });
  }
  await api(page, 'POST', `/evaluations/${evaluation.id}/complete`);
  return { form, firstQuestion: applicable[0]! };
}

test('DIRECTOR : d’un écart d’auto-évaluation à une action suivie, commentée, exportée', async ({
  directorPage: page,
}) => {
  const { form, firstQuestion } = await completeShortEvaluation(page, (await selectedEstablishment(page)).id);

  // Completed through the API, as a colleague would: a fresh page load shows it.
  await page.reload();
  await openFromNav(page, 'Plan d’action');
  await page.getByRole('heading', { name: 'Plan d’action', exact: true }).waitFor();
  // The demo plan already holds actions (one of them late): count from there.
  const summary = page.getByLabel('Synthèse du plan');
  const overdueCount = summary.locator('div', { hasText: 'En retard' }).locator('dd');
  // The counts keep their place while they load (issue 33 item 6): the figure, once it is there.
  await expect(overdueCount).toHaveText(/^\d+$/);
  const overdueBefore = Number(await overdueCount.textContent());
  await page.locator('summary', { hasText: form.name }).click();
  const proposals = page.getByRole('list', { name: `Actions proposées pour ${form.name}` });
  const proposal = proposals.getByRole('listitem').filter({ hasText: firstQuestion.label.slice(0, 40) });
  await proposal.waitFor();
  if (firstQuestion.isCritical) await expect(proposal.getByRole('button', { name: 'Écarter' })).toHaveCount(0);

  // The proposal becomes an action: the shared schema's French message first, then saved.
  await proposal.getByRole('button', { name: 'Créer l’action' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle action' });
  // Worded as an action (issue 27 item 3), not as the question it failed.
  const proposed = await dialog.getByLabel('Intitulé').inputValue();
  expect(proposed).not.toBe('');
  expect(proposed).not.toMatch(/^Mettre en conformité/);
  expect(proposed).not.toBe(firstQuestion.label);
  await dialog.getByLabel('Intitulé').fill('  ');
  await dialog.getByRole('button', { name: 'Créer l’action' }).click();
  await dialog.getByText("L'intitulé de l'action est obligatoire").waitFor();
  await dialog.getByLabel('Intitulé').fill('Rédiger et afficher le document manquant');
  await dialog.getByLabel('Responsable').selectOption({ index: 1 });
  await dialog.getByLabel('Échéance').fill('2020-01-31');
  await dialog.getByRole('button', { name: 'Créer l’action' }).click();
  await expectToast(page, 'Action créée.');
  await page.getByText('Chaque écart de cette auto-évaluation a sa décision.').waitFor();

  // Overdue from the Paris date: counted and flagged.
  await page.waitForFunction(
    (expected) =>
      Array.from(document.querySelectorAll('[aria-label="Synthèse du plan"] div')).some(
        (item) => item.textContent?.includes('En retard') && item.querySelector('dd')?.textContent === expected,
      ),
    String(overdueBefore + 1),
  );
  const row = page.getByRole('button', { name: /Rédiger et afficher le document manquant/ });
  await row.getByText('(en retard)').waitFor();

  await page.screenshot({ path: path.join(ROOT_DIR, 'e2e/artifacts/action-plan.png'), fullPage: true });

  // Status, then a comment, in the action's own dialog.
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Rédiger et afficher le document manquant' });
  await detail.getByLabel('Statut').selectOption('IN_PROGRESS');
  await expectToast(page, 'Action enregistrée.');
  await detail.getByLabel('Nouveau commentaire').fill('Modèle demandé au siège');
  await detail.getByRole('button', { name: 'Commenter' }).click();
  await detail.getByRole('listitem').filter({ hasText: 'Modèle demandé au siège' }).waitFor();
  await page.screenshot({ path: path.join(ROOT_DIR, 'e2e/artifacts/action-detail.png'), fullPage: true });
  await page.keyboard.press('Escape');

  // Filters live in the URL.
  await page.getByLabel('En retard seulement').click();
  await page.waitForURL((url) => url.searchParams.get('overdue') === 'true');
  await row.waitFor();
  await page.getByLabel('Statut', { exact: true }).selectOption('DONE');
  await page.getByText('Aucune action ne correspond aux filtres').waitFor();
  await page.getByLabel('Statut', { exact: true }).selectOption('');

  // The CSV export carries the comment.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter (CSV)' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toMatch(/Rédiger et afficher le document manquant/);
  expect(csv).toMatch(/Modèle demandé au siège/);
  // The same plan as an Excel workbook: a ZIP file.
  const [workbook] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter (XLSX)' }).click(),
  ]);
  expect(workbook.suggestedFilename()).toBe('plan-d-action.xlsx');
  expect([...readFileSync((await workbook.path())!).subarray(0, 4)]).toStrictEqual([0x50, 0x4b, 0x03, 0x04]);

  // By form, then by answer: the question, its answer and its action.
  await page.goto(`/action-plan/form/${form.id}/`);
  await page.getByRole('link', { name: new RegExp(escapeRegExp(firstQuestion.label.slice(0, 30))) }).click();
  await page.getByRole('heading', { name: firstQuestion.label }).waitFor();
  await page.getByText('Non conforme').first().waitFor();
  await page.getByRole('button', { name: /Rédiger et afficher le document manquant/ }).waitFor();
});

test('Plan d’action en direct : la collaboratrice voit l’action que la directrice crée, sans recharger', async ({
  collaboratorPage: page,
  newVisitor,
  signIn,
}) => {
  await openFromNav(page, 'Plan d’action');
  await page.getByRole('heading', { name: 'Plan d’action', exact: true }).waitFor();
  await page.getByLabel('Synthèse du plan').waitFor();

  const director = await newVisitor();
  await signIn(director, ACCOUNTS.director.email);
  await openFromNav(director, 'Plan d’action');
  const dialog = await openDialog(director, 'Nouvelle action', 'Nouvelle action');
  await dialog.getByLabel('Intitulé').fill('Vérifier les extincteurs du dortoir');
  // A responsible and a due date are required (issue 19 item 8): first the two French messages.
  await dialog.getByRole('button', { name: 'Créer l’action' }).click();
  await dialog.getByText("Veuillez sélectionner le responsable de l'action").waitFor();
  await dialog.getByText("Veuillez saisir l'échéance de l'action").waitFor();
  await dialog.getByLabel('Responsable').selectOption({ index: 1 });
  await dialog.getByLabel('Échéance').fill('2030-06-28');
  await dialog.getByRole('button', { name: 'Créer l’action' }).click();
  await expectToast(director, 'Action créée.');

  // No reload on the collaborator's side: the stream brought it.
  await page.getByRole('button', { name: /Vérifier les extincteurs du dortoir/ }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Mis à jour en direct : Claire Martin' }).waitFor();
});
