import { api } from '../api-calls.ts';
import { evaluationInProgress, question, type ApiQuestion as Question } from '../evaluation-form.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, escapeRegExp } from '../helpers.ts';

// The demo seed leaves this form half answered in the director's crèche.
const PRACTICES = 'Analyse des pratiques professionnelles';

/** A value for the question, and the control that shows it chosen on screen. */
function pickAnswer(question: Question): { value: unknown; control: { role: 'radio' | 'checkbox'; name: RegExp } } {
  switch (question.type) {
    case 'BOOLEAN': {
      const value = question.conformingAnswer ?? true;
      return { value, control: { role: 'radio', name: new RegExp(`^${value ? 'Oui' : 'Non'}$`) } };
    }
    case 'SELECT':
      return {
        value: question.options[0]!.label,
        control: { role: 'radio', name: new RegExp(`^${escapeRegExp(question.options[0]!.label)}`) },
      };
    case 'MULTIPLE_CHOICE':
      return {
        value: [question.options[0]!.label],
        control: { role: 'checkbox', name: new RegExp(`^${escapeRegExp(question.options[0]!.label)}`) },
      };
    case 'NOTATION': {
      const value = question.scale?.max ?? 4;
      return { value, control: { role: 'radio', name: new RegExp(`^${value} — `) } };
    }
  }
}

test('Auto-évaluation en direct : la directrice voit la réponse que sa collègue enregistre, sans recharger', async ({
  directorPage: page,
  newVisitor,
  signIn,
}) => {
  const { id: evaluationId, formId } = await evaluationInProgress(page, PRACTICES);
  const detail = await api<{ questions: Question[]; answers: Array<{ questionKey: string }> }>(
    page,
    'GET',
    `/evaluations/${evaluationId}`,
  );
  const answered = new Set(detail.answers.map((answer) => answer.questionKey));
  const index = detail.questions.findIndex((question) => !answered.has(question.key));
  const target = detail.questions[index]!;
  const { value, control } = pickAnswer(target);

  // The page is following the evaluation once its event stream has answered.
  const streamOpened = page.waitForResponse((response) => response.url().includes('/rpc/evaluations/events'));
  await page.goto(`/auto-evaluation/form/${formId}`);
  await page.getByRole('heading', { name: PRACTICES, level: 1 }).waitFor();
  await streamOpened;
  const card = question(page, index + 1);
  await expect(card.getByRole(control.role, { name: control.name })).not.toBeChecked();

  // The collaborator answers from her own browser.
  const colleague = await newVisitor();
  await signIn(colleague, ACCOUNTS.collaborator.email);
  await api(colleague, 'PUT', `/evaluations/${evaluationId}/answers/${target.key}`, { value, expectedVersion: 0 });

  // Her first name may have been changed by the account test run before this one.
  await page
    .getByRole('status')
    .filter({ hasText: /Moreau\S* a modifié une réponse/ })
    .waitFor();
  await page.waitForFunction(
    ({ cardIndex, role, source }) => {
      const article = document.querySelectorAll('article[id^="question-"]')[cardIndex];
      const inputs = Array.from(article?.querySelectorAll<HTMLInputElement>(`input[type="${role}"]`) ?? []);
      const pattern = new RegExp(source);
      return inputs.some((input) => {
        const label = input.labels?.[0]?.textContent?.trim() ?? input.getAttribute('aria-label') ?? '';
        return input.checked && pattern.test(label);
      });
    },
    { cardIndex: index, role: control.role, source: control.name.source },
  );
});
