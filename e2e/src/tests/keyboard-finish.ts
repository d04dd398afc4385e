import type { Page } from '@playwright/test';
import { api } from '../api-calls.ts';
import {
  evaluationInProgress,
  focusedQuestion,
  keptInBrowser,
  question,
  questions,
  saveState,
  startBlank,
  waitSaved,
} from '../evaluation-form.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS } from '../helpers.ts';

// Issue 19, « Done when »: proved end to end. Forms of the default library no other test answers, with no
// mandatory document (nothing but the answers stands between them and « Terminer »).
const PARENTS = 'Qualité de l’accueil : la relation avec les parents';
const ORGANISATION = 'Qualité de l’accueil : l’organisation';
const KEY_BUDGET = 40;

/** What has the keyboard: its tag, type, text and whether the browser shows its focus ring. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      type: element?.getAttribute('type') ?? '',
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      visible: element ? element.matches(':focus-visible') : false,
    };
  });

test('Clavier seul : de la première question sans réponse à « Terminer » confirmé en moins de 40 touches (issue 19)', async ({
  directorPage: page,
}) => {
  await startBlank(page, PARENTS);
  const total = await questions(page).count();
  expect(total, `${total} questions`).toBeGreaterThanOrEqual(12);

  // A new visit of the form, the keyboard at the top of the page: every key from here on is counted.
  await page.reload();
  await saveState(page).waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const keys: string[] = [];
  const press = async (key: string) => {
    await page.keyboard.press(key);
    keys.push(key);
  };

  // Skip link, then Tab to the bar's « Question suivante sans réponse », Entrée.
  await press('Tab');
  await expect.poll(async () => (await focused(page)).text).toBe('Aller au contenu principal');
  await press('Enter');
  await expect.poll(async () => (await focused(page)).id).toBe('contenu');
  const jump = page.getByTestId('form-bar').getByRole('button', { name: 'Question suivante sans réponse' });
  while (!(await jump.evaluate((element) => element === document.activeElement))) {
    expect(keys.length, `« Question suivante sans réponse » non atteinte après ${keys.join(', ')}`).toBeLessThan(10);
    await press('Tab');
  }
  await press('Enter');
  await expect.poll(() => focusedQuestion(page)).toBe(1);
  const toFirst = keys.length;

  // Each question: choose (Espace on the focused option, or ↓ for the next one), then Entrée to the next
  // question without an answer — the comment and proofs controls are not in the way.
  for (let number = 1; number <= total; number++) {
    const here = await focused(page);
    await expect
      .poll(() => focusedQuestion(page), `question ${number} : le clavier est sur ${JSON.stringify(here)}`)
      .toBe(number);
    expect(here.tag === 'input' && ['radio', 'checkbox'].includes(here.type), JSON.stringify(here)).toBeTruthy();
    expect(here.visible, `question ${number} : focus invisible`).toBeTruthy();
    await press(here.type === 'radio' && number % 2 === 0 ? 'ArrowDown' : 'Space');
    await press('Enter');
  }
  // No question left: the keyboard is on the « Terminer » at the end of the form.
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-finish'));
  const end = page.getByRole('region', { name: 'Fin du questionnaire' });
  await end.getByText('Toutes les questions ont une réponse.').waitFor();
  await expect.poll(async () => (await focused(page)).visible).toBe(true);

  // Entrée asks first; the recap's first stop is « Continuer l’évaluation », Tab, Entrée confirms.
  await press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Terminer l’auto-évaluation « ${PARENTS} » ?` });
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="alertdialog"]') !== null);
  await dialog.getByText(`${total} / ${total}`).waitFor();
  await press('Tab');
  await expect.poll(async () => (await focused(page)).text).toBe('Terminer et figer');
  await press('Enter');
  await page.getByRole('heading', { name: 'Résultat', exact: true }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'result-title');
  await page.locator('main p', { hasText: '· Terminée' }).first().waitFor();

  console.log(
    `    (${keys.length} touches pour ${total} questions : ${toFirst} jusqu’à la première sans réponse, ${keys.length - toFirst - 3} pour répondre, 3 pour terminer et confirmer)`,
  );
  expect(keys.length, `${keys.length} touches : ${keys.join(' ')}`).toBeLessThan(KEY_BUDGET);
});

type Detail = {
  questions: Array<{ key: string }>;
  answers: Array<{ questionKey: string; value: unknown; comment: string | null }>;
};

test('Serveur arrêté en pleine saisie puis redémarré (même port, mêmes données) : la réponse gardée dans le navigateur est enregistrée à son retour, même après un rechargement', async ({
  directorPage: page,
  api: server,
}) => {
  await startBlank(page, ORGANISATION);
  const formUrl = page.url();
  const { id: evaluationId } = await evaluationInProgress(page, ORGANISATION);
  const { questions: keys } = await api<Detail>(page, 'GET', `/evaluations/${evaluationId}`);
  const [firstKey, secondKey] = [keys[0]!.key, keys[1]!.key];

  // A first answer while the server runs.
  await question(page, 1).getByRole('radio').first().check();
  await waitSaved(page);

  const comment = 'Saisi pendant l’arrêt du serveur';
  const timings: string[] = [];
  let stopped = false;
  try {
    // The server stops as a deploy stops it (SIGTERM, the database closed): nothing answers on its port.
    const stoppingAt = Date.now();
    await server.pause();
    stopped = true;
    timings.push(`arrêté en ${Date.now() - stoppingAt} ms`);
    await question(page, 2).getByRole('radio').first().check();
    await question(page, 2).getByLabel('Commentaire').fill(comment);
    const banner = page.getByTestId('offline-banner');
    await banner.getByText(/Serveur injoignable : une réponse est gardée dans ce navigateur/).waitFor({
      timeout: 20_000,
    });
    await question(page, 2).getByText('Gardée dans ce navigateur, en attente du serveur').waitFor();
    // Typed and kept: the comment is in the browser's copy too (the text is saved after a pause).
    await page.waitForFunction(
      (text) =>
        new Promise<boolean>((resolve) => {
          const request = indexedDB.open('qualite-conformite');
          request.onsuccess = () => {
            const all = request.result.transaction('brouillons-reponses').objectStore('brouillons-reponses').getAll();
            all.onsuccess = () =>
              resolve(
                (all.result as Array<{ draft: { comment: string } }>).some((entry) => entry.draft.comment === text),
              );
          };
          request.onerror = () => resolve(false);
        }),
      comment,
      { timeout: 10_000, polling: 250 },
    );
    // A reload while it is still stopped: the page is gone with whatever it held in memory, the browser's
    // copy stays (no service worker in this test: the browser shows its own error page).
    await page.reload().catch(() => undefined);
    // Started again on the same port and data folder.
    const startingAt = Date.now();
    await server.start();
    timings.push(`redémarré en ${Date.now() - startingAt} ms`);
    stopped = false;
  } finally {
    // The server is shared by the tests that follow: it runs again whatever happened here.
    if (stopped) await server.start();
  }

  // Back on the form: the kept answer is on screen and sent, without anything to do.
  await page.goto(formUrl);
  await page.getByRole('heading', { name: ORGANISATION, level: 1 }).waitFor();
  // The browser's copy, read back once the page has looked in IndexedDB.
  await question(page, 2).locator('input[type="radio"]:checked').waitFor();
  await expect(question(page, 2).getByRole('radio').first()).toBeChecked();
  await expect(question(page, 2).getByLabel('Commentaire')).toHaveValue(comment);
  await expect
    .poll(
      async () => {
        const { answers } = await api<Detail>(page, 'GET', `/evaluations/${evaluationId}`);
        return answers.some((answer) => answer.questionKey === secondKey && answer.comment === comment);
      },
      { message: 'la réponse gardée n’est pas arrivée sur le serveur en 20 s', timeout: 20_000 },
    )
    .toBe(true);
  const { answers } = await api<Detail>(page, 'GET', `/evaluations/${evaluationId}`);
  expect(answers.map((answer) => answer.questionKey)).toContain(firstKey);
  await page.waitForFunction(() => document.querySelector('[data-save-status="offline"]') === null);
  await expect.poll(() => keptInBrowser(page)).toBe(0);

  console.log(`    (serveur ${timings.join(', ')} sur le même port et les mêmes données)`);
  // Read back from the server alone.
  await page.reload();
  await page.getByText(`2 / ${keys.length}`).first().waitFor();
  await expect(question(page, 2).getByRole('radio').first()).toBeChecked();
  await expect(question(page, 2).getByLabel('Commentaire')).toHaveValue(comment);
});

test('Téléphone (390 × 844) : le contenu commence dans le premier cinquième de l’écran (accueil, Auto-évaluation, questionnaire, plan d’action)', async ({
  page,
  signIn,
}) => {
  const height = 844;
  await page.setViewportSize({ width: 390, height });
  await signIn(page, ACCOUNTS.director.email);
  const screens: Array<[string, () => Promise<void>]> = [
    ['Accueil', () => page.goto('/').then(() => undefined)],
    ['Auto-évaluation', () => page.goto('/auto-evaluation/categories').then(() => undefined)],
    [
      `questionnaire « ${ORGANISATION} »`,
      async () => {
        await page.getByRole('link', { name: ORGANISATION, exact: true }).click();
        await page.getByRole('heading', { name: ORGANISATION, level: 1 }).waitFor();
      },
    ],
    ['Plan d’action', () => page.goto('/action-plan').then(() => undefined)],
  ];
  const measured: string[] = [];
  for (const [name, open] of screens) {
    await open();
    const heading = page.locator('main').locator('h1, h2').first();
    await heading.waitFor();
    const { top, scrollY } = await heading.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      scrollY: window.scrollY,
    }));
    expect(scrollY, name).toBe(0);
    measured.push(`${name} ${Math.round(top)} px`);
    expect(top, `${name} : premier titre à ${top} px (> ${height / 5} px)`).toBeLessThanOrEqual(height / 5);
  }
  console.log(`    (haut du premier titre de <main> à 390 × 844, limite ${height / 5} px : ${measured.join(', ')})`);
});
