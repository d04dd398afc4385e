import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ROOT_DIR, startApi, webDistDir } from '../api-server.ts';
import { expect, newVisitorContext, test } from '../fixtures.ts';
import { ACCOUNTS, openFromNav, signInWithCode } from '../helpers.ts';
import type { Mailbox } from '../mailbox.ts';

const FORM = 'Locaux, aménagement et équipements';
const OLD_LABEL =
  'L’établissement dispose-t-il d’au moins un plan de change par tranche de 10 places autorisées (un plan au minimum en micro-crèche), chaque espace de change ayant un lavabo à hauteur d’adulte à proximité du plan de change ?';
const NEW_LABEL =
  'L’établissement dispose-t-il d’au moins un plan de change pour ses 10 premières places autorisées, puis d’un plan supplémentaire par tranche complète de 10 places au-delà, chaque espace de change ayant un lavabo à hauteur d’adulte à proximité du plan de change ?';

/**
 * An API on a PGlite data folder at release `at` of the default library (each release applied as a start-up
 * would), started with today's files (2026.11.5), which it applies; then, in a browser, the director signed in
 * on it (by a real code: this API has no prepared sessions) and on the library's « Nouveautés », for `check`.
 * Both are closed at the end.
 */
async function onInstanceAt(
  at: '2026.11' | '2026.11.1',
  { browser, mailbox }: { browser: Browser; mailbox: Mailbox },
  check: (page: Page) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-e2e-release-'));
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/support/library-release-one.ts', dataDir, ...(at === '2026.11' ? [] : [at])],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT_DIR, 'apps/api/tsconfig.json') },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const api = await startApi({ smtpUrl: mailbox.url, webDistDir: webDistDir(), dataDir });
  const context = await newVisitorContext(browser, api.baseUrl, test.info().parallelIndex);
  try {
    expect(api.logs.join(''), 'la version est appliquée au démarrage').toMatch(
      /Bibliothèque par défaut 2026\.11\.5 appliquée/,
    );
    const page = await context.newPage();
    await signInWithCode(page, mailbox, ACCOUNTS.director.email);
    await openFromNav(page, 'Bibliothèque');
    await page.getByRole('link', { name: /Nouveautés/ }).click();
    await check(page);
  } finally {
    // The API stops even when closing the browser fails (else it outlives the run).
    await context.close().finally(() => api.stop());
  }
}

/**
 * Issue 14 item 5 (ADR 029): an instance whose data is at release 2026.11.1 of the
 * default library (2026.11, then 2026.11.1, applied as two start-ups would) starts
 * with the files of 2026.11.5; the reading room then says what changed and why,
 * release by release and question by question. It runs its own API on a data
 * folder prepared so (the shared one starts fresh).
 */
test('Bibliothèque : une nouvelle version arrive au démarrage, et la salle de lecture dit ce qui a changé et pourquoi', async ({
  browser,
  mailbox,
}) => {
  await onInstanceAt('2026.11.1', { browser, mailbox }, async (page) => {
    await page.getByRole('heading', { name: 'Nouveautés de la bibliothèque', level: 1 }).waitFor();
    await page.getByRole('listitem', { name: 'Version 2026.11.5' }).getByText('En vigueur', { exact: true }).waitFor();
    const parentRun = page.getByRole('listitem', { name: 'Version 2026.11.2' });
    await parentRun
      .getByText(/Établissements à gestion parentale/)
      .first()
      .waitFor();
    const release = page.getByRole('listitem', { name: 'Version 2026.11.1' });
    await release.getByText('du 23 novembre 2026').waitFor();
    await release.getByText(/annexe III\.2\.1 de l’arrêté du 31 août 2021/).waitFor();
    await release.getByText('Source : Arrêté du 31 août 2021 (référentiel bâtimentaire), annexe III.2').waitFor();
    await page.getByRole('listitem', { name: 'Version 2026.11', exact: true }).waitFor();

    // The change leads to the question, in the form that now says what changed, field by field.
    await release.getByRole('link', { name: NEW_LABEL }).click();
    await page.getByRole('heading', { name: FORM, level: 1 }).waitFor();
    await expect(page).toHaveURL((url) => url.hash === '#question-eaje-locaux-equipements-06');
    const question = page.getByRole('listitem', { name: NEW_LABEL });
    await question.getByText(/Une crèche de 24 places est donc conforme/).waitFor();
    // The text the reference was checked against, for the director and the inspector to read (ADR 025).
    const sources = question.getByRole('list', { name: 'Sources vérifiées' });
    await sources.getByText(/texte vérifié le 23 novembre 2026$/).waitFor();
    const source = sources.getByRole('link', { name: /Arrêté du 31 août 2021 – référentiel/ });
    await expect(source).toHaveAttribute('href', 'https://legal.tricoteuses.fr/articles/LEGIARTI000044026553');
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /\bnoopener\b/);
    const changes = page.getByRole('region', { name: 'Ce qui a changé' });
    await changes.getByRole('heading', { name: 'Version 2 — bibliothèque 2026.11.1 du 23 novembre 2026' }).waitFor();
    // Today's release (2026.11.5, skipping 2026.11.3 and 2026.11.4) gave the form a third version: 2026.11.1's change is read in version 2's list.
    const version2 = changes.getByRole('list', { name: 'Changements de la version 2' });
    const change = version2.getByRole('listitem').filter({ hasText: 'Question modifiée' });
    // Before and after, as a screen reader says them (the strike-through is visual only).
    await change.getByText(`Avant : ${OLD_LABEL}`, { exact: true }).waitFor();
    await change
      .getByText('Après : Arrêté du 31 août 2021 (référentiel bâtimentaire), annexe III.2', { exact: true })
      .waitFor();
    await change.getByText(/^Pourquoi :/).waitFor();
    await expect(version2.getByText('Question modifiée'), 'une seule question change').toHaveCount(1);
  });
});

/**
 * An instance at 2026.11 that starts on 2026.11.5 skips 2026.11.1 to 2026.11.4: the one new version
 * of the changing-tables form is tagged 2026.11.5, and « Ce qui a changé » must still
 * give 2026.11.1's reason, naming that release.
 */
test('Bibliothèque : une instance qui saute une version garde le pourquoi de la version sautée', async ({
  browser,
  mailbox,
}) => {
  await onInstanceAt('2026.11', { browser, mailbox }, async (page) => {
    const release = page.getByRole('listitem', { name: 'Version 2026.11.1' });
    await release.getByRole('link', { name: NEW_LABEL }).click();
    await page.getByRole('heading', { name: FORM, level: 1 }).waitFor();
    const changes = page.getByRole('region', { name: 'Ce qui a changé' });
    await changes.getByRole('heading', { name: 'Version 2 — bibliothèque 2026.11.5 du 28 novembre 2026' }).waitFor();
    // The releases skipped that name the form: 2026.11.1 (changing tables), 2026.11.3 (premises rules by date) and
    // 2026.11.4 (the PMI inspector's review); 2026.11.5, the HAS part's, does not touch it.
    await changes
      .getByText('Cette version reprend aussi les changements des bibliothèques 2026.11.1, 2026.11.3 et 2026.11.4.')
      .waitFor();
    const change = changes.getByRole('listitem').filter({ hasText: 'Question modifiée' });
    await change.getByText(`Avant : ${OLD_LABEL}`, { exact: true }).waitFor();
    await change.getByText('Bibliothèque 2026.11.1 du 23 novembre 2026').waitFor();
    await change.getByText(/annexe III\.2\.1 de l’arrêté du 31 août 2021/).waitFor();
  });
});
