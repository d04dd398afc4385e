import type { Page } from '@playwright/test';
import { api } from '../api-calls.ts';
import { questions, waitSaved, type ApiQuestion as Question } from '../evaluation-form.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, escapeRegExp, expectToast, selectedEstablishment } from '../helpers.ts';

type Overview = {
  forms: Array<{ form: { id: string; name: string; questionCount: number }; inProgress: { id: string } | null }>;
};
type FormDetail = { questions: Array<Question & { appliesWhen?: unknown }> };

/** The control that answers a question conforming on screen, within its card. */
function control(question: Question, variant = 0) {
  switch (question.type) {
    case 'BOOLEAN':
      return { role: 'radio' as const, name: variant === 0 ? /^Oui$/ : /^Non$/ };
    case 'SELECT':
      return {
        role: 'radio' as const,
        name: new RegExp(`^${escapeRegExp(question.options[variant % question.options.length]!.label)}`),
      };
    case 'MULTIPLE_CHOICE':
      return {
        role: 'checkbox' as const,
        name: new RegExp(`^${escapeRegExp(question.options[variant % question.options.length]!.label)}`),
      };
    case 'NOTATION':
      return { role: 'radio' as const, name: new RegExp(`^${(question.scale?.max ?? 4) - variant} — `) };
  }
}

/** A short form nobody has started at the site, whose questions apply everywhere and need no proof. */
async function pickForm(page: Page, establishmentId: string) {
  const overview = await api<Overview>(page, 'GET', `/establishments/${establishmentId}/evaluation-overview`);
  const candidates = overview.forms
    .filter((item) => !item.inProgress && item.form.questionCount >= 2 && item.form.questionCount <= 8)
    .sort((a, b) => a.form.questionCount - b.form.questionCount);
  for (const item of candidates) {
    const detail = await api<FormDetail>(page, 'GET', `/forms/${item.form.id}`);
    if (detail.questions.some((question) => question.appliesWhen || question.isDocumentRequired)) continue;
    return { form: item.form, questions: detail.questions };
  }
  throw new Error('Aucun questionnaire court à partager');
}

test('Partage : la directrice confie le questionnaire, la collaboratrice répond depuis « Mes tâches », une réponse est renvoyée, puis la directrice termine', async ({
  directorPage: page,
  newVisitor,
  signIn,
}) => {
  const establishment = await selectedEstablishment(page);
  const { form, questions: formQuestions } = await pickForm(page, establishment.id);
  await api(page, 'POST', '/evaluations', { establishmentId: establishment.id, formId: form.id });

  // The director gives the whole questionnaire to Julie.
  await page.goto(`/auto-evaluation/form/${form.id}`);
  await page.getByRole('heading', { name: form.name, level: 1 }).waitFor();
  const panel = page.getByRole('region', { name: 'Partage de l’auto-évaluation' });
  // Her name as it stands: the « Mon compte » test renames this account for a while (« Juliette Moreau-Test »).
  const assignee = panel.getByLabel('Confier à');
  await assignee.locator('option', { hasText: 'Moreau' }).first().waitFor({ state: 'attached' });
  const julie = (await assignee.locator('option', { hasText: 'Moreau' }).first().textContent())!.trim();
  await assignee.selectOption({ label: julie });
  await panel.getByLabel('Questions').selectOption({ index: 0 });
  await panel.getByRole('button', { name: 'Confier' }).click();
  await expectToast(page, `${formQuestions.length} questions confiées à ${julie}.`);
  await panel.getByText(new RegExp(`${escapeRegExp(julie)} : ${formQuestions.length} questions`)).waitFor();

  // Julie finds them in « Mes tâches » and answers them there.
  const colleague = await newVisitor();
  await signIn(colleague, ACCOUNTS.collaborator.email);
  const tasks = colleague.getByRole('list', { name: 'Mes tâches, la plus urgente d’abord' });
  await tasks
    .getByRole('link', {
      name: new RegExp(
        `^Répondre aux ${formQuestions.length} questions qui vous sont confiées dans « ${escapeRegExp(form.name)} »`,
      ),
    })
    .click();
  await colleague.waitForURL(`**/auto-evaluation/form/${form.id}`);
  const mine = colleague.getByTestId('my-questions');
  await mine.getByText(`${formQuestions.length} questions vous sont confiées`).waitFor();
  const cards = questions(colleague);
  await cards.first().waitFor();
  for (const [index, question] of formQuestions.entries()) {
    const { role, name } = control(question);
    await cards.nth(index).getByRole(role, { name }).first().check();
  }
  await waitSaved(colleague);
  await mine.getByRole('button', { name: 'Prêt pour relecture' }).click();
  await expectToast(colleague, 'Vos réponses sont prêtes pour relecture : la direction est prévenue.');
  await mine.getByText('Tout est rendu : la direction relit vos réponses.').waitFor();
  // Handed in, her answers are read only.
  await expect(cards.first().getByRole('radio')).toHaveCount(0);

  // The director sees the review waiting in « Mes tâches », and sends the first answer back with a note.
  await page.goto('/');
  await page
    .getByRole('list', { name: 'Mes tâches, la plus urgente d’abord' })
    .getByRole('link', {
      name: new RegExp(
        `^Relire ${formQuestions.length} réponses prêtes pour relecture dans « ${escapeRegExp(form.name)} »`,
      ),
    })
    .click();
  await page.waitForURL(`**/auto-evaluation/form/${form.id}`);
  const first = questions(page).first();
  await first.getByText('Prête pour relecture').waitFor();
  await first.getByRole('button', { name: 'Renvoyer…' }).click();
  await first.getByLabel(`Note pour ${julie}`).fill('Vérifiez avec le planning de la semaine');
  await first.getByRole('button', { name: 'Renvoyer avec cette note' }).click();
  await expectToast(page, `Réponse renvoyée à ${julie}.`);

  // « Terminer » waits for the review: a clear French refusal.
  await page.getByRole('button', { name: 'Terminer', exact: true }).first().click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Terminer et figer' }).click();
  await confirm.getByText(/des questions confiées ne sont pas encore acceptées \(\d+ à relire, 1 renvoyée\)/).waitFor();
  await confirm.getByRole('button', { name: 'Continuer l’évaluation' }).click();

  // Julie reads the note, answers again and hands it in.
  await colleague.goto('/');
  await colleague
    .getByRole('list', { name: 'Mes tâches, la plus urgente d’abord' })
    .getByRole('link', { name: /1 renvoyée avec une note/ })
    .click();
  await colleague.waitForURL(`**/auto-evaluation/form/${form.id}`);
  const sentBack = questions(colleague).first();
  await sentBack.getByText('Note de relecture : « Vérifiez avec le planning de la semaine »').waitFor();
  const { role, name } = control(formQuestions[0]!, 1);
  await sentBack.getByRole(role, { name }).first().check();
  await waitSaved(colleague);
  await colleague.getByTestId('my-questions').getByRole('button', { name: 'Prêt pour relecture' }).click();
  await expectToast(colleague, 'Vos réponses sont prêtes pour relecture : la direction est prévenue.');

  // The director accepts everything, then finishes; the history tells the story.
  await page.reload();
  const sharing = page.getByRole('region', { name: 'Partage de l’auto-évaluation' });
  await sharing.getByRole('button', { name: `Tout accepter (${formQuestions.length} à relire)` }).click();
  await expectToast(page, `${formQuestions.length} questions de ${julie} acceptées.`);
  await page.getByRole('button', { name: 'Terminer', exact: true }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Terminer et figer' }).click();
  await expectToast(page, 'Auto-évaluation terminée.');
  const history = page.getByRole('list', { name: 'Historique de l’auto-évaluation' });
  await history.getByText(/Auto-évaluation terminée/).waitFor();
  await history.getByText(new RegExp(`Renvoyée avec une note \\(question 1\\) — ${escapeRegExp(julie)}`)).waitFor();
  await history.getByText('Note : « Vérifiez avec le planning de la semaine »').waitFor();
  await history
    .getByText(new RegExp(`${escapeRegExp(julie)} : Prêt pour relecture`))
    .first()
    .waitFor();
});
