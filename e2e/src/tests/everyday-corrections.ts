import type { Page } from '@playwright/test';
import { keptInBrowser, question, startBlank, waitSaved } from '../evaluation-form.ts';
import { expect, test } from '../fixtures.ts';
import { expectToast, openFromNav } from '../helpers.ts';

// Issue 34 items 3, 4, 5, 8 and 10: what a walkthrough of every role found, each with what would have caught it.
const CHARTE = 'Charte nationale pour l’accueil du jeune enfant';
const QUESTIONS = 7;
const UNREACHABLE =
  'Le serveur est injoignable. Vos réponses saisies sont conservées sur cet appareil ; la page se rechargera dès que le serveur répondra.';
const NEW_VERSION = 'Une nouvelle version de l’application est disponible : la page a été rechargée.';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progression de l’auto-évaluation' });

test('Issue 34 : hors ligne, le compteur et la barre comptent la réponse gardée dans le navigateur', async ({
  directorPage: page,
}) => {
  await startBlank(page, CHARTE);
  await question(page, 1).getByRole('radio', { name: 'Oui' }).check();
  await waitSaved(page);
  await page.getByText(`1 / ${QUESTIONS}`).first().waitFor();

  const refuse = (route: { abort: (code: string) => Promise<void> }) => route.abort('connectionrefused');
  await page.route('**/rpc/evaluations/saveAnswer', refuse);
  await question(page, 2).getByRole('radio', { name: 'Non' }).check();
  await page
    .getByTestId('offline-banner')
    .getByText(/une réponse est gardée dans ce navigateur/)
    .waitFor();
  // Counted at once, and said to be waiting: it stayed at 1 / 7 before.
  await page.getByText(`2 / ${QUESTIONS}`).first().waitFor();
  await page.getByText('dont 1 en attente d’envoi').waitFor();
  await expect(progress(page)).toHaveAttribute(
    'aria-valuetext',
    `2 questions sur ${QUESTIONS}, dont 1 en attente d’envoi`,
  );
  await page.getByText(`${QUESTIONS - 2} questions sans réponse.`).waitFor();

  // The server back: the same count, now saved.
  await page.unroute('**/rpc/evaluations/saveAnswer', refuse);
  await waitSaved(page, 15_000);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', `2 questions sur ${QUESTIONS}`);
  await page.reload();
  await page.getByText(`2 / ${QUESTIONS}`).first().waitFor();
});

test('Issue 34 : un morceau de page disparu avec une mise en production recharge la page une fois, et le dit', async ({
  directorPage: page,
}) => {
  await page.waitForLoadState('networkidle');
  // What this tab has loaded so far; the rest is what a deploy removed (the server answers 404, item 5).
  const loaded = async () =>
    new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      ),
    );
  let kept = await loaded();
  let missing = 0;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (missing === 0 && !kept.has(new URL(route.request().url()).pathname)) {
      missing += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Fichier introuvable' });
    }
    return route.continue();
  });
  // The library's page was never opened in this tab: its chunk is asked for when the link is followed.
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await openFromNav(page, 'Bibliothèque');
  await reloaded;
  await expectToast(page, NEW_VERSION);
  await page.getByRole('heading', { name: 'Bibliothèque', exact: true }).waitFor();
  expect(missing).toBe(1);
  await page.unrouteAll();

  // Gone for good (a broken deploy): one reload only, then the page says so, no loop.
  await page.goto('/');
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => sessionStorage.removeItem('qc-nouvelle-version'));
  kept = await loaded();
  await page.route(/\/assets\/.*\.js$/, (route) =>
    kept.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Fichier introuvable' }),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/action-plan');
  await page
    .getByText('Une nouvelle version de l’application est en ligne : rechargez la page.')
    .waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { name: 'Something went wrong!' }).waitFor();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).waitFor();
  // Bounded: ours once, and TanStack Router's own once-per-chunk reload of a lazy component may add one; then
  // the page stays on its message (no loop).
  const settled = loads;
  expect(settled, `${settled} chargements`).toBeGreaterThanOrEqual(2);
  expect(settled, `${settled} chargements`).toBeLessThanOrEqual(3);
  await page.waitForTimeout(3000);
  expect(loads, 'pas de boucle de rechargements').toBe(settled);
  await page.unrouteAll();
});

test('Issue 34 : le curseur « Avancement » garde le clavier, trois flèches font trois pas', async ({
  directorPage: page,
}) => {
  await openFromNav(page, 'Plan d’action');
  await page.getByRole('heading', { name: 'Plan d’action', exact: true }).waitFor();
  await page.getByRole('list', { name: 'Actions du plan' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  const slider = dialog.getByRole('slider', { name: 'Avancement' });
  await slider.waitFor();
  const before = Number(await slider.inputValue());
  const key = before <= 70 ? 'ArrowRight' : 'ArrowLeft';
  const expected = before <= 70 ? before + 30 : before - 30;
  await slider.focus();
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press(key);
    // Long enough for a save to come back between presses: what lost the focus before.
    await page.waitForTimeout(900);
    expect(await page.evaluate(() => document.activeElement?.id), `après ${press + 1}`).toBe('detail-progress');
  }
  await expect(slider).toHaveValue(String(expected));
  await expect(slider).toHaveAttribute('aria-valuetext', `${expected} %`);
  await expectToast(page, 'Action enregistrée.');
  // Saved: the dialog opened again shows it.
  const title = (await dialog.getByRole('heading').first().textContent()) ?? '';
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.reload();
  await page.getByRole('list', { name: 'Actions du plan' }).getByRole('button', { name: title }).first().click();
  await page.getByRole('dialog', { name: title }).getByRole('slider', { name: 'Avancement' }).waitFor();
  await expect(page.getByRole('slider', { name: 'Avancement' })).toHaveValue(String(expected));
});

test('Issue 34 : sur un téléphone, « Oui / Non » font 44 px de haut, sur leur ligne, et le focus se voit', async ({
  directorPage: page,
}) => {
  await startBlank(page, CHARTE);
  await page.setViewportSize({ width: 390, height: 844 });
  const card = question(page, 1);
  const jump = card.getByRole('button', { name: 'Question suivante sans réponse' });
  const jumpBox = (await jump.boundingBox())!;
  for (const name of ['Oui', 'Non']) {
    const label = card.locator('label', { has: page.getByRole('radio', { name }) });
    const box = (await label.boundingBox())!;
    expect(box.height, `${name} : ${box.width} × ${box.height} px`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${name} : ${box.width} × ${box.height} px`).toBeGreaterThanOrEqual(44);
    // Its own line: the jump link is below the answers, not beside them.
    expect(jumpBox.y, `${name} partage sa ligne avec le lien`).toBeGreaterThanOrEqual(box.y + box.height);
  }
  expect(jumpBox.height, `lien : ${jumpBox.height} px`).toBeGreaterThanOrEqual(44);

  // The keyboard's focus on a radio: a 3 px ring of #2563eb (5.2:1 on white), set off from it.
  await card.getByRole('radio', { name: 'Oui' }).focus();
  await page.keyboard.press('ArrowRight');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset];
  });
  expect(ring).toStrictEqual(['solid', '3px', 'rgb(37, 99, 235)', '3px']);
  // The arrow answered « Non »: saved before the page closes, so that the next test finds it (it answers « Oui »).
  await waitSaved(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('Issue 34 : la comparaison entre sites montre le nom entier du questionnaire et le score de chaque site', async ({
  clientMasterPage: page,
}) => {
  await page.getByRole('heading', { name: 'Vue de groupe — Association Les Petits Pas' }).waitFor();
  const picker = page.getByLabel('Questionnaire', { exact: true });
  await picker.selectOption({ label: 'Effectifs et taux d’encadrement' });
  await expect(picker).toHaveAttribute('title', 'Effectifs et taux d’encadrement');
  // The card's width, not a filter's 14 rem: long names are read whole.
  expect((await picker.boundingBox())!.width).toBeGreaterThan(500);
  await expect
    .poll(() => picker.locator('optgroup').count(), 'les questionnaires sont rangés par catégorie')
    .toBeGreaterThan(1);
  await page.getByRole('heading', { name: '« Effectifs et taux d’encadrement »' }).waitFor();
  const scores = page.getByRole('table', {
    name: 'Score de chaque établissement sur « Effectifs et taux d’encadrement »',
  });
  const rows = scores.getByTestId('comparison-site');
  await rows.first().waitFor();
  await expect(rows).toHaveCount(5);
  const texts = await rows.allTextContents();
  expect(texts.filter((text) => /\d+(,\d)? \/ 100/.test(text)).length, texts.join(' | ')).toBe(4);
  expect(texts.find((text) => text.includes('Micro-crèche Le Petit Prince')) ?? '').toMatch(/Pas encore évalué/);
  await expect(scores.getByRole('columnheader')).toHaveText([
    'Établissement',
    'Dernière auto-évaluation terminée',
    'Score',
    'Conformité',
  ]);
});

test.describe('avec le service worker', () => {
  // The shell comes from the worker while the server is stopped, as on a real reload.
  test.use({ serviceWorkers: 'allow' });

  test('Issue 34 : recharger serveur arrêté dit en français qu’il est injoignable, garde la saisie, et revient seul', async ({
    directorPage: page,
    api: server,
  }) => {
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
    await startBlank(page, CHARTE);
    await question(page, 1).getByRole('radio', { name: 'Oui' }).check();
    await waitSaved(page);
    let stopped = false;
    try {
      await server.pause();
      stopped = true;
      await question(page, 2).getByRole('radio', { name: 'Oui' }).check();
      await question(page, 2)
        .getByText('Gardée dans ce navigateur, en attente du serveur')
        .waitFor({ timeout: 20_000 });
      await page.getByText(`2 / ${QUESTIONS}`).first().waitFor();

      await page.reload();
      // SPEC §8's words stay, with the French explanation and a way back beside them.
      await page.getByRole('heading', { name: 'Something went wrong!' }).waitFor({ timeout: 20_000 });
      await page.getByText(UNREACHABLE).waitFor();
      await page.getByRole('link', { name: 'Retour à l’accueil' }).waitFor();
      await expect.poll(() => keptInBrowser(page)).toBe(1);

      await server.start();
      stopped = false;
    } finally {
      if (stopped) await server.start();
    }
    // Nothing pressed: the page comes back once /healthz answers, with the answer kept, then sent.
    await page.getByRole('heading', { name: CHARTE, level: 1 }).waitFor({ timeout: 30_000 });
    await question(page, 2).locator('input[type="radio"]:checked').waitFor();
    await waitSaved(page, 20_000);
    await page.getByText(`2 / ${QUESTIONS}`).first().waitFor();
    await expect.poll(() => keptInBrowser(page)).toBe(0);
  });
});
