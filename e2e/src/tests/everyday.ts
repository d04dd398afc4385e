import type { Locator, Page } from '@playwright/test';
import { focusedQuestion, keptInBrowser, question, saveState, startBlank, waitSaved } from '../evaluation-form.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, expectToast, selectedEstablishment } from '../helpers.ts';

// Issue 19 items 2–4: a confirmed finish, a form the keyboard can cross, a phone header.
// A short form of the default library with no mandatory document (the seed has no evaluation of it).
const CHARTE = 'Charte nationale pour l’accueil du jeune enfant';
const QUESTIONS = 7;

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** « Terminer » asks first: the recap, Échap keeps the evaluation in progress, confirming lands on the result. */
async function finishWithConfirmation(page: Page, finish: Locator) {
  await finish.click();
  const dialog = page.getByRole('alertdialog', { name: `Terminer l’auto-évaluation « ${CHARTE} » ?` });
  await dialog.waitFor();
  const recap = dialog.getByRole('definition');
  // Every answer « Oui » or the first level: the recap names what will be frozen.
  await dialog.getByText('Score').waitFor();
  await expect.poll(() => recap.count()).toBeGreaterThanOrEqual(4);
  await dialog.getByText(/impératif/).waitFor();
  await dialog.getByText(/proposée|Aucune action/).waitFor();

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect(finish).toBeFocused();
  await page.locator('main p', { hasText: '· En cours' }).waitFor();

  await finish.click();
  await dialog.getByRole('button', { name: 'Terminer et figer' }).click();
  await expectToast(page, 'Auto-évaluation terminée.');
  await page.getByRole('heading', { name: 'Résultat' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'result-title');
  await expect.poll(() => activeId(page)).toBe('result-title');
}

test('Au quotidien (1280 px) : lien d’évitement, barre collée sous l’en-tête, question suivante sans réponse, « Terminer » confirmé', async ({
  directorPage: page,
}) => {
  await startBlank(page, CHARTE);
  for (let number = 1; number < QUESTIONS; number++) await question(page, number).getByRole('radio').first().check();
  await waitSaved(page);
  await page
    .getByText(`${QUESTIONS - 1} / ${QUESTIONS}`)
    .first()
    .waitFor();

  // The skip link is the first Tab stop and moves the keyboard to <main>.
  await page.reload();
  await saveState(page).waitFor();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aller au contenu principal');
  await page.keyboard.press('Enter');
  await expect.poll(() => activeId(page)).toBe('contenu');

  // Tabs only from <main> to the first unanswered question (7): the proofs are one button per question.
  let tabs = 0;
  while ((await focusedQuestion(page)) !== QUESTIONS && tabs < 120) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  expect(tabs, `${tabs} Tab`).toBeLessThanOrEqual(45);
  // The same from the top of the page, Tab only (the issue counted 77).
  await page.reload();
  await saveState(page).waitFor();
  let fromTop = 0;
  while ((await focusedQuestion(page)) !== QUESTIONS && fromTop < 150) {
    await page.keyboard.press('Tab');
    fromTop += 1;
  }
  console.log(
    `    (Tab jusqu’à la question 7, la première sans réponse : ${fromTop} depuis le haut, ${tabs} depuis le contenu)`,
  );
  expect(fromTop, `${fromTop} Tab`).toBeLessThanOrEqual(55);
  // The jump does it in one: from question 1, « Question suivante sans réponse » lands on question 7.
  await question(page, 1).getByRole('button', { name: 'Question suivante sans réponse' }).click();
  await page.waitForFunction((n) => {
    const cards = document.querySelectorAll('article[id^="question-"]');
    return document.activeElement?.closest('article') === cards[n - 1];
  }, QUESTIONS);

  // The sticky bar stays below the header once scrolled, at 1024 and 1440 px as at 1280.
  for (const width of [1024, 1440, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(150);
    const { headerBottom, barTop } = await page.evaluate(() => ({
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      barTop: document.querySelector('[data-testid="form-bar"]')!.getBoundingClientRect().top,
    }));
    expect(barTop, `${width} px : barre à ${barTop} px, en-tête jusqu’à ${headerBottom} px`).toBeGreaterThanOrEqual(
      headerBottom,
    );
    // …and the question the jump reached is not hidden under either.
    const cardTop = await question(page, QUESTIONS).evaluate((card) => card.getBoundingClientRect().top);
    expect(cardTop).toBeGreaterThan(0);
  }

  // Keyboard: choose, Tab, Entrée — no question left, so the jump reaches the « Terminer » at the bottom.
  await question(page, QUESTIONS).getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const bottom = page.getByRole('region', { name: 'Fin du questionnaire' });
  await bottom.getByText('Toutes les questions ont une réponse.').waitFor();
  const finish = bottom.getByRole('button', { name: 'Terminer' });
  await expect(finish).toBeFocused();
  await finishWithConfirmation(page, finish);
});

test('Au quotidien (390 px) : en-tête replié derrière « Menu », tableau qui défile annoncé, « Terminer » confirmé', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.director.email);
  const header = page.locator('header');
  const height = await header.evaluate((element) => element.getBoundingClientRect().height);
  console.log(`    (en-tête à 390 px, menu fermé : ${height} px)`);
  expect(height, `${height} px`).toBeLessThanOrEqual(64);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Auto-évaluation', exact: true }).waitFor();
  // Échap closes it and gives the keyboard back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  // A link followed from the menu closes it.
  await menu.click();
  await startBlank(page, CHARTE);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // The form's bar is two short rows on a phone.
  const bar = await page.getByTestId('form-bar').evaluate((element) => element.getBoundingClientRect().height);
  console.log(`    (barre du formulaire à 390 px : ${bar} px)`);
  expect(bar, `${bar} px`).toBeLessThanOrEqual(110);

  // Keyboard only from the first unanswered question: choose (Espace), Tab, Entrée on « Suivante sans réponse »;
  // after the last one the keyboard is on « Terminer ». 3 presses a question, then 3 to confirm (Entrée, Tab, Entrée).
  await question(page, 1).getByRole('radio').first().focus();
  let presses = 0;
  for (let number = 1; number <= QUESTIONS; number++) {
    await expect.poll(() => focusedQuestion(page)).toBe(number);
    for (const key of ['Space', 'Tab', 'Enter']) {
      await page.keyboard.press(key);
      presses += 1;
    }
  }
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-finish'));
  console.log(`    (${presses} touches pour les ${QUESTIONS} questions jusqu’à « Terminer », puis 3 pour confirmer)`);
  await waitSaved(page);
  await page.getByText(`${QUESTIONS} / ${QUESTIONS}`).first().waitFor();
  await finishWithConfirmation(
    page,
    page.getByRole('region', { name: 'Fin du questionnaire' }).getByRole('button', { name: 'Terminer' }),
  );

  // A table wider than the phone says it scrolls sideways, and its frame takes the keyboard.
  await page.goto(`/admins/establishments/${(await selectedEstablishment(page)).id}/members`);
  await page.getByText('Ce tableau défile horizontalement', { exact: false }).first().waitFor();
  const frame = page.getByRole('region', { name: /tableau/i }).first();
  await expect(frame).toHaveAttribute('tabindex', '0');
});

test('Au quotidien : une réponse saisie serveur injoignable est gardée dans le navigateur, même après un rechargement, puis enregistrée à son retour', async ({
  directorPage: page,
}) => {
  await startBlank(page, CHARTE);
  // The server is out of reach for saves (the connection is refused), the page itself still loads.
  const refuse = (route: { abort: (code: string) => Promise<void> }) => route.abort('connectionrefused');
  await page.route('**/rpc/evaluations/saveAnswer', refuse);
  await question(page, 1).getByRole('radio', { name: 'Oui' }).check();
  await question(page, 1).getByLabel('Commentaire').fill('Affiché dans le hall');
  const banner = page.getByTestId('offline-banner');
  await banner.getByText(/Serveur injoignable : une réponse est gardée dans ce navigateur/).waitFor();
  await question(page, 1).getByText('Gardée dans ce navigateur, en attente du serveur').waitFor();
  // « Terminer » does not pretend: the answer is not on the server yet.
  await page.getByRole('button', { name: 'Terminer', exact: true }).first().click();
  await expectToast(page, 'Le serveur est injoignable');

  // A reload while it is still down: the answer and its comment come back from the browser.
  await page.reload();
  await page.getByRole('heading', { name: CHARTE, level: 1 }).waitFor();
  await banner.getByText(/Serveur injoignable/).waitFor();
  await expect(question(page, 1).getByRole('radio', { name: 'Oui' })).toBeChecked();
  await expect(question(page, 1).getByLabel('Commentaire')).toHaveValue('Affiché dans le hall');

  // The server is back: the next try (back-off of 2 then 4 s) saves it, the banner goes.
  await page.unroute('**/rpc/evaluations/saveAnswer', refuse);
  await waitSaved(page, 15_000);
  await banner.getByText(/Serveur injoignable/).waitFor({ state: 'detached' });
  await page.reload();
  await page.getByText(`1 / ${QUESTIONS}`).first().waitFor();
  await expect(question(page, 1).getByRole('radio', { name: 'Oui' })).toBeChecked();
  await expect(question(page, 1).getByLabel('Commentaire')).toHaveValue('Affiché dans le hall');
  // Acknowledged: nothing is left in the browser to offer again.
  await expect.poll(() => keptInBrowser(page)).toBe(0);
});
