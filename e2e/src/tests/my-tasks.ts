import type { Page } from '@playwright/test';
import { api, uploadEvidence } from '../api-calls.ts';
import type { ApiQuestion as Question } from '../evaluation-form.ts';
import { expect, test } from '../fixtures.ts';
import { escapeRegExp, expectToast, expectTruthy, openFromNav, parisDay, selectedEstablishment } from '../helpers.ts';

type Overview = {
  forms: Array<{ form: { id: string; name: string; questionCount: number }; inProgress: { id: string } | null }>;
};

/** Every question of the evaluation answered as not conforming (a proof attached where one is mandatory). */
async function completeAllWrong(page: Page, establishmentId: string, formId: string) {
  const evaluation = await api<{
    id: string;
    questions: Question[];
    applicability: { notApplicable: Array<{ questionKey: string }> };
  }>(page, 'POST', '/evaluations', { establishmentId, formId });
  // Issue 26: the questions that do not apply to this crèche are neither answered nor proposed as gaps.
  const excluded = new Set(evaluation.applicability.notApplicable.map((item) => item.questionKey));
  const applicable = evaluation.questions.filter((question) => !excluded.has(question.key));
  for (const question of applicable) {
    const value =
      question.type === 'BOOLEAN'
        ? !(question.conformingAnswer ?? true)
        : question.type === 'SELECT'
          ? [...question.options].sort((a, b) => a.score - b.score)[0]!.label
          : question.type === 'MULTIPLE_CHOICE'
            ? []
            : 1;
    await api(page, 'PUT', `/evaluations/${evaluation.id}/answers/${question.key}`, { value, expectedVersion: 0 });
    if (question.isDocumentRequired)
      await uploadEvidence(page, evaluation.id, question.key, { name: 'preuve.pdf', text: '%PDF-1.7\n%%EOF' });
  }
  await api(page, 'POST', `/evaluations/${evaluation.id}/complete`);
  return applicable;
}

test('DIRECTOR : « Mes tâches » d’abord, puis les écarts en actions en une fois, un écart écarté et rétabli', async ({
  directorPage: page,
}) => {
  const establishment = await selectedEstablishment(page);
  // A campaign asks her establishment for a form nobody has started there.
  const overview = await api<Overview>(page, 'GET', `/establishments/${establishment.id}/evaluation-overview`);
  // The shortest form nobody has started there with at least three questions, one of them not an impératif
  // (an impératif's gap cannot be set aside).
  const candidates = overview.forms
    .filter((item) => !item.inProgress && item.form.questionCount >= 3)
    .sort((a, b) => a.form.questionCount - b.form.questionCount);
  let form: Overview['forms'][number]['form'] | undefined;
  for (const item of candidates) {
    const detail = await api<{ questions: Array<{ isCritical: boolean; appliesWhen?: unknown }> }>(
      page,
      'GET',
      `/forms/${item.form.id}`,
    );
    // A form whose questions apply everywhere: the gaps the test counts do not depend on the crèche's profile.
    if (detail.questions.some((question) => question.appliesWhen)) continue;
    if (detail.questions.some((question) => !question.isCritical)) {
      form = item.form;
      break;
    }
  }
  expectTruthy(form, 'un questionnaire à évaluer');
  await api(page, 'POST', '/campaigns', {
    name: 'Campagne de printemps (mes tâches)',
    formIds: [form.id],
    establishmentIds: [establishment.id],
    deadline: parisDay(10),
  });

  // The home opens on « Mes tâches », before the analytics, with the campaign's evaluation one click away.
  await page.reload();
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Mes tâches' }).waitFor();
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Mes tâches');
  const tasks = main.getByRole('list', { name: 'Mes tâches, la plus urgente d’abord' });
  const line = tasks.getByRole('link', {
    name: new RegExp(`^Commencer l’auto-évaluation « ${escapeRegExp(form.name)} » \\(campagne « Campagne de printemps`),
  });
  await line.waitFor();
  await line.click();
  await page.waitForURL(`**/auto-evaluation/form/${form.id}`);

  // Answered and completed (as the evaluation screens would), every answer a gap.
  const questions = await completeAllWrong(page, establishment.id, form.id);
  // Those calls went around the page: it reads the server again, as it would after the screens' own saves.
  await page.reload();
  const dismissable = questions.filter((question) => !question.isCritical);
  expect(questions.length, 'assez d’écarts pour le parcours').toBeGreaterThanOrEqual(3);
  expect(dismissable.length, 'assez d’écarts pour le parcours').toBeGreaterThanOrEqual(1);

  // The plan proposes them worded as actions; two are selected and created in one go.
  await openFromNav(page, 'Plan d’action');
  await page.locator('summary', { hasText: form.name }).click();
  const proposals = page.getByRole('list', { name: `Actions proposées pour ${form.name}` });
  await proposals.getByRole('listitem').first().waitFor();
  const items = proposals.getByRole('listitem');
  const before = await items.count();
  const chosen = questions.filter((question) => question.key !== dismissable[0]!.key).slice(0, 2);
  for (const question of chosen)
    await items
      .filter({ hasText: question.label.slice(0, 40) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: 'Créer les actions sélectionnées (2)' }).click();
  const bulk = page.getByRole('dialog', { name: 'Créer les actions sélectionnées' });
  await bulk.getByLabel('Responsable').selectOption({ index: 1 });
  await expect(bulk.getByLabel('Échéance')).toHaveValue(parisDay(30));
  await bulk.getByRole('button', { name: 'Créer 2 actions' }).click();
  await expectToast(page, '2 actions créées.');
  await page.waitForFunction(
    ([name, expected]) => document.querySelectorAll(`[aria-label="${name}"] > li`).length === expected,
    [`Actions proposées pour ${form.name}`, before - 2] as const,
  );

  // One is set aside: never without a reason (the French message), then listed under « Écartés », then restored.
  const target = items.filter({ hasText: dismissable[0]!.label.slice(0, 40) });
  await target.getByRole('button', { name: /^Écarter/ }).click();
  const dismiss = page.getByRole('dialog', { name: 'Écarter cet écart' });
  await dismiss.getByRole('button', { name: 'Écarter' }).click();
  await dismiss.getByText('Indiquez pourquoi cet écart est écarté').waitFor();
  await dismiss.getByLabel('Raison').fill('Déjà traité par le plan de formation 2027');
  await dismiss.getByRole('button', { name: 'Écarter' }).click();
  await expectToast(page, 'Écart écarté : il reste visible dans « Écartés ».');
  const dismissed = page.getByRole('region', { name: `Écartés de ${form.name}` });
  await dismissed.getByText('Raison : Déjà traité par le plan de formation 2027').waitFor();
  await dismissed.getByRole('button', { name: `Rétablir : ${dismissable[0]!.label}` }).click();
  await expectToast(page, 'Écart rétabli parmi les actions proposées.');
  await target.waitFor();
  await expect(dismissed).toHaveCount(0);
});
