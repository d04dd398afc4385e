import type { Locator, Page } from '@playwright/test';
import { api } from './api-calls.ts';
import { openFromNav, selectedEstablishment } from './helpers.ts';

/** A question as the API answers it: the fields the tests read. */
export type ApiQuestion = {
  key: string;
  type: 'BOOLEAN' | 'SELECT' | 'MULTIPLE_CHOICE' | 'NOTATION';
  label: string;
  isCritical: boolean;
  isDocumentRequired: boolean;
  conformingAnswer: boolean | null;
  options: Array<{ label: string; score: number }>;
  scale: { max: number } | null;
};

/** The question cards of an evaluation form, in order. */
export const questions = (page: Page): Locator => page.locator('article[id^="question-"]');

/** The n-th question card (1-based). */
export const question = (page: Page, number: number): Locator => questions(page).nth(number - 1);

/** The form's « État de l’enregistrement » status. */
export const saveState = (page: Page) => page.getByRole('status', { name: 'État de l’enregistrement' });

/** Until the form says every answer is on the server. */
export async function waitSaved(page: Page, timeout?: number) {
  await saveState(page)
    .filter({ hasText: /^Enregistré$/ })
    .waitFor({ timeout });
}

/**
 * Opens `form` from « Auto-évaluation » and starts a blank evaluation, whatever earlier tests of the run left:
 * « Commencer » when it was never started, else its page and « Commencer à vide » when it was completed before.
 */
export async function startBlank(page: Page, form: string) {
  await openFromNav(page, 'Auto-évaluation');
  await page.getByRole('heading', { name: 'Auto-évaluation', exact: true }).waitFor();
  const start = page.getByRole('button', { name: `Commencer « ${form} »` });
  const link = page.getByRole('link', { name: form, exact: true });
  await start.or(link).first().waitFor();
  if (await start.isVisible()) await start.click();
  else {
    await link.click();
    await page.getByRole('heading', { name: form, level: 1 }).waitFor();
    const blank = page.getByRole('button', { name: 'Commencer à vide' });
    await blank.or(saveState(page)).first().waitFor();
    if (await blank.isVisible()) await blank.click();
  }
  await page.getByRole('heading', { name: form, level: 1 }).waitFor();
  await saveState(page).waitFor();
}

type Overview = { forms: Array<{ form: { id: string; name: string }; inProgress: { id: string } | null }> };

/** The selected establishment's evaluation of `form` in progress, as the API lists it: its id and its form's. */
export async function evaluationInProgress(page: Page, form: string) {
  const establishment = await selectedEstablishment(page);
  const overview = await api<Overview>(page, 'GET', `/establishments/${establishment.id}/evaluation-overview`);
  const item = overview.forms.find((entry) => entry.form.name === form);
  if (!item?.inProgress) throw new Error(`Aucune auto-évaluation en cours de « ${form} »`);
  return { id: item.inProgress.id, formId: item.form.id };
}

/** The question card holding the keyboard focus (1-based), 0 when none. */
export const focusedQuestion = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('article[id^="question-"]');
    return card ? Array.from(document.querySelectorAll('article[id^="question-"]')).indexOf(card) + 1 : 0;
  });

/** How many answers this browser still keeps unacknowledged (IndexedDB, issue 19 item 1). */
export const keptInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('qualite-conformite');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const count = request.result.transaction('brouillons-reponses').objectStore('brouillons-reponses').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
