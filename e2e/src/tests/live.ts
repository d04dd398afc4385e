import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { ACCOUNTS } from '../helpers.ts';

// The demo seed leaves this form half answered in the director's crèche.
const PRACTICES = 'Analyse des pratiques professionnelles';

type Question = {
  key: string;
  type: 'BOOLEAN' | 'SELECT' | 'MULTIPLE_CHOICE' | 'NOTATION';
  conformingAnswer: boolean | null;
  options: Array<{ label: string }>;
  scale: { max: number } | null;
};

async function api<T>(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  assert.ok(response.ok(), `${method} ${path} : ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
        control: { role: 'radio', name: new RegExp(`^${escape(question.options[0]!.label)}`) },
      };
    case 'MULTIPLE_CHOICE':
      return {
        value: [question.options[0]!.label],
        control: { role: 'checkbox', name: new RegExp(`^${escape(question.options[0]!.label)}`) },
      };
    case 'NOTATION': {
      const value = question.scale?.max ?? 4;
      return { value, control: { role: 'radio', name: new RegExp(`^${value} — `) } };
    }
  }
}

test('Auto-évaluation en direct : la directrice voit la réponse que sa collègue enregistre, sans recharger', async ({
  page,
  browser,
  baseUrl,
  signIn,
}) => {
  await signIn(page, ACCOUNTS.director.email);
  const establishmentId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('establishment-store') ?? '{}').state.selectedEstablishment.id as string,
  );
  const overview = await api<{
    forms: Array<{ form: { id: string; name: string }; inProgress: { id: string } | null }>;
  }>(page, 'GET', `/establishments/${establishmentId}/evaluation-overview`);
  const item = overview.forms.find((entry) => entry.form.name === PRACTICES)!;
  const evaluationId = item.inProgress!.id;
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
  await page.goto(`/auto-evaluation/form/${item.form.id}`);
  await page.getByRole('heading', { name: PRACTICES, level: 1 }).waitFor();
  await streamOpened;
  const card = page.locator('article[id^="question-"]').nth(index);
  assert.equal(await card.getByRole(control.role, { name: control.name }).isChecked(), false);

  // The collaborator answers from her own browser.
  const colleagueContext = await browser.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': '10.79.0.1' },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  try {
    const colleague = await colleagueContext.newPage();
    await signIn(colleague, ACCOUNTS.collaborator.email);
    await api(colleague, 'PUT', `/evaluations/${evaluationId}/answers/${target.key}`, { value, expectedVersion: 0 });
  } finally {
    await colleagueContext.close();
  }

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
