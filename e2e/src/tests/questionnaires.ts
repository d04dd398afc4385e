import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT_DIR } from '../api-server.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, clickAndConfirm, expectPath, expectToast, MESSAGES, openFromNav } from '../helpers.ts';

const FORM_NAME = 'Sécurité des biberons (e2e)';
const CATEGORY_NAME = 'Hygiène alimentaire (e2e)';
const LABELS = {
  boolean: 'Les biberons sont-ils stérilisés chaque jour ?',
  select: 'À quelle fréquence le registre est-il tenu ?',
  multiple: 'Quels supports informent les familles ?',
  notation: 'Comment jugez-vous l’accueil des familles ?',
};

/** « Ajouter une question », then the type `type` chosen and the label written when given: the dialog. */
async function openQuestionDialog(page: Page, type?: 'SELECT' | 'MULTIPLE_CHOICE' | 'NOTATION', label?: string) {
  await page.getByRole('button', { name: 'Ajouter une question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle question' });
  await dialog.waitFor();
  if (type) await dialog.getByLabel('Type de question').selectOption(type);
  if (label) await dialog.getByLabel('Libellé', { exact: true }).fill(label);
  return dialog;
}

async function saveQuestion(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Ajouter la question' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Writes the options of the open question dialog, in order: each label and its score. */
async function fillOptions(dialog: Locator, options: Array<[label: string, score: string]>) {
  for (const [index, [label, score]] of options.entries()) {
    await dialog.getByLabel(`Libellé de l’option ${index + 1}`).fill(label);
    await dialog.getByLabel(`Score de l’option ${index + 1}`).fill(score);
  }
}

async function questionLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Questions du questionnaire' })
    .getByRole('listitem')
    .locator('p.font-medium')
    .allTextContents();
}

test('ADMIN : questionnaire partagé, une question de chaque type, ordre au clavier, aperçu, désactivation', async ({
  adminPage: page,
}) => {
  await openFromNav(page, 'Questionnaires');
  await page.getByRole('heading', { name: 'Questionnaires', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Nouveau questionnaire' }).click();

  // The shared schema's French messages, before any request.
  await page.getByRole('button', { name: 'Créer le questionnaire' }).click();
  await page.getByText('Le nom du questionnaire est obligatoire').waitFor();
  await page.getByText('Veuillez choisir : conformité ou qualité').waitFor();
  await expect(page.getByLabel('Propriétaire'), 'la bibliothèque partagée par défaut').toHaveValue('');
  await page.getByLabel('Nom du questionnaire').fill(FORM_NAME);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Conformité' });
  await page.getByLabel('Micro-crèche ≤ 12 places').click();
  await page.getByRole('button', { name: 'Créer le questionnaire' }).click();
  await expectToast(page, 'Questionnaire créé.');
  await page.waitForURL((url) => /^\/forms\/(?!list)[^/]+$/.test(url.pathname));
  await page.getByRole('heading', { name: FORM_NAME }).waitFor();
  await page.getByText('Partagé', { exact: true }).waitFor();

  // BOOLEAN: an impératif with a mandatory document.
  let dialog = await openQuestionDialog(page);
  await dialog.getByRole('button', { name: 'Ajouter la question' }).click();
  await dialog.getByText('Le libellé de la question est obligatoire').waitFor();
  await dialog.getByLabel('Libellé', { exact: true }).fill(LABELS.boolean);
  await dialog.getByLabel('Impératif').click();
  await dialog.getByLabel('Document obligatoire').check();
  await dialog.getByRole('button', { name: 'Ajouter la question' }).click();
  await dialog.getByText('Précisez le document attendu').waitFor();
  await dialog.getByLabel('Document attendu').fill('Protocole de stérilisation');
  await dialog.getByLabel('Référence réglementaire').fill('CSP art. R2324-30 (à vérifier)');
  await saveQuestion(page, dialog);

  // SELECT: without options first, then a score out of range (a nested message), then right.
  dialog = await openQuestionDialog(page, 'SELECT', LABELS.select);
  await dialog.getByRole('button', { name: 'Retirer l’option 2' }).click();
  await dialog.getByRole('button', { name: 'Retirer l’option 1' }).click();
  await dialog.getByRole('button', { name: 'Ajouter la question' }).click();
  await dialog.getByText('Ajoutez au moins deux options').waitFor();
  await dialog.getByRole('button', { name: 'Ajouter une option' }).click();
  await dialog.getByRole('button', { name: 'Ajouter une option' }).click();
  await fillOptions(dialog, [
    ['Chaque jour', '120'],
    ['Jamais', '0'],
  ]);
  await dialog.getByRole('button', { name: 'Ajouter la question' }).click();
  await dialog.getByText("Le score d'une option doit être un entier compris entre 0 et 100").waitFor();
  await dialog.getByLabel('Score de l’option 1').fill('100');
  await saveQuestion(page, dialog);

  // MULTIPLE_CHOICE with a recommended document.
  dialog = await openQuestionDialog(page, 'MULTIPLE_CHOICE', LABELS.multiple);
  await fillOptions(dialog, [
    ['Affichage', '50'],
    ['Livret d’accueil', '50'],
  ]);
  await dialog.getByLabel('Document recommandé').check();
  await dialog.getByLabel('Document attendu').fill('Livret d’accueil des familles');
  await saveQuestion(page, dialog);

  // NOTATION: the HAS scale by default, a threshold outside it first.
  dialog = await openQuestionDialog(page, 'NOTATION', LABELS.notation);
  await expect(dialog.getByLabel('Libellé du niveau 4')).toHaveValue('Tout à fait satisfaisant');
  await dialog.getByLabel('Seuil de conformité').fill('7');
  await dialog.getByRole('button', { name: 'Ajouter la question' }).click();
  await dialog.getByText("Le seuil de conformité doit être compris dans l'échelle").waitFor();
  await dialog.getByLabel('Seuil de conformité').fill('3');
  await saveQuestion(page, dialog);

  await expect
    .poll(() => questionLabels(page))
    .toStrictEqual([LABELS.boolean, LABELS.select, LABELS.multiple, LABELS.notation]);

  // Keyboard reorder: the first question goes down one place, the focus follows it.
  await page.getByRole('button', { name: 'Descendre la question 1' }).focus();
  const saved = page.waitForResponse((response) => response.url().includes('/rpc/questions/reorder'));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Descendre la question 2',
    undefined,
    { timeout: 5000 },
  );
  await expect
    .poll(() => questionLabels(page))
    .toStrictEqual([LABELS.select, LABELS.boolean, LABELS.multiple, LABELS.notation]);
  await page.reload();
  await page.getByRole('list', { name: 'Questions du questionnaire' }).waitFor();
  await expect
    .poll(() => questionLabels(page), 'l’ordre est enregistré')
    .toStrictEqual([LABELS.select, LABELS.boolean, LABELS.multiple, LABELS.notation]);

  // Drag and drop: the last question dropped on the first one takes its place.
  const rows = page.getByRole('list', { name: 'Questions du questionnaire' }).getByRole('listitem');
  const dropped = page.waitForResponse((response) => response.url().includes('/rpc/questions/reorder'));
  await rows.nth(3).dragTo(rows.nth(0));
  expect((await dropped).status()).toBe(200);
  await page.waitForFunction(
    (first) => document.querySelector('[data-question-key] p.font-medium')?.textContent === first,
    LABELS.notation,
  );
  await expect
    .poll(() => questionLabels(page))
    .toStrictEqual([LABELS.notation, LABELS.select, LABELS.boolean, LABELS.multiple]);

  // Preview: every type as an evaluator sees it — the form's own controls and proofs block (issue 19 item 8).
  await page.getByRole('tab', { name: 'Aperçu' }).click();
  const boolean = page.getByRole('article', { name: LABELS.boolean });
  await boolean.getByRole('radio', { name: 'Oui' }).check();
  await boolean.getByRole('radio', { name: 'Non', exact: true }).waitFor();
  await expect(
    boolean.getByRole('checkbox', { name: 'Non concerné' }),
    'un impératif ne peut pas être non concerné',
  ).toHaveCount(0);
  await boolean.getByText('Un impératif ne peut pas être déclaré non concerné.').waitFor();
  await boolean.getByText('Impératif', { exact: true }).waitFor();
  const proofs = boolean.getByRole('region', { name: 'Preuves' });
  await proofs.getByText('Document obligatoire pour une réponse conforme', { exact: true }).waitFor();
  await expect(proofs.getByRole('button', { name: 'Ajouter une preuve' })).toBeDisabled();
  await boolean.getByText('CSP art. R2324-30 (à vérifier)').waitFor();

  const select = page.getByRole('article', { name: LABELS.select });
  await select.getByRole('radio', { name: 'Chaque jour' }).check();
  await select.getByRole('checkbox', { name: 'Non concerné' }).check();
  await select.getByLabel('Justification (obligatoire)').waitFor();

  const multiple = page.getByRole('article', { name: LABELS.multiple });
  await multiple.getByRole('checkbox', { name: 'Affichage' }).click();
  await expect(multiple.getByRole('checkbox', { name: 'Affichage' })).toBeChecked();
  await multiple.getByRole('checkbox', { name: 'Livret d’accueil' }).waitFor();
  await multiple.getByText('Document recommandé', { exact: true }).waitFor();

  const notation = page.getByRole('article', { name: LABELS.notation });
  for (const level of ['1 — Pas du tout satisfaisant', '2 — Plutôt pas satisfaisant', '3 — Plutôt satisfaisant']) {
    await notation.getByRole('radio', { name: level }).waitFor();
  }
  const top = notation.getByRole('radio', { name: '4 — Tout à fait satisfaisant' });
  await top.check();
  await expect(top).toBeChecked();
  await notation.getByRole('radio', { name: /^Optimisé/ }).waitFor();
  await notation.getByRole('checkbox', { name: 'Non concerné' }).waitFor();
  await page.screenshot({ path: path.join(ROOT_DIR, 'e2e/artifacts/questionnaire-preview.png'), fullPage: true });

  // Deactivate: no longer offered for evaluation.
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await expectToast(page, 'Questionnaire désactivé');
  await page.getByRole('button', { name: 'Activer' }).waitFor();
  await page.getByText('Inactif', { exact: true }).waitFor();
  await page.goto('/forms/list?status=INACTIVE');
  await page.getByRole('link', { name: FORM_NAME }).waitFor();

  // A category of its own: created, the form filed in it, deletion refused while it is used.
  await openFromNav(page, 'Catégories');
  await page.getByRole('link', { name: 'Nouvelle catégorie' }).click();
  await page.getByRole('button', { name: 'Créer la catégorie' }).click();
  await page.getByText('Le nom de la catégorie est obligatoire').waitFor();
  await page.getByLabel('Nom de la catégorie').fill(CATEGORY_NAME);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Conformité' });
  await page.getByRole('button', { name: 'Créer la catégorie' }).click();
  await expectToast(page, 'Catégorie créée.');
  await page.getByRole('heading', { name: CATEGORY_NAME }).waitFor();
  await page.getByText('Aucun questionnaire dans cette catégorie').waitFor();

  await page.goto('/forms/list?status=INACTIVE');
  await page.getByRole('link', { name: FORM_NAME }).click();
  await page.getByRole('tab', { name: 'Informations' }).click();
  await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: `${CATEGORY_NAME} (partagée)` });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Questionnaire enregistré.');

  await page.goto('/categories/list');
  await page.getByRole('link', { name: CATEGORY_NAME }).click();
  await page
    .getByRole('list', { name: 'Questionnaires de la catégorie' })
    .getByRole('link', { name: FORM_NAME })
    .waitFor();
  await clickAndConfirm(
    page,
    'Supprimer',
    'Supprimer',
    `Impossible de supprimer cette catégorie : 1 questionnaire(s) l'utilisent (« ${FORM_NAME} »)`,
  );
  await page.getByRole('heading', { name: CATEGORY_NAME }).waitFor();
});

test('COLLABORATOR : questionnaires en lecture seule, création refusée', async ({ collaboratorPage: page }) => {
  // Issue 19 item 7: the authoring screens are not in her header; their address still reads.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Bibliothèque' }).waitFor();
  await expect(nav.getByRole('link', { name: 'Questionnaires' })).toHaveCount(0);
  await page.goto('/forms/');
  await page.getByRole('heading', { name: 'Questionnaires', exact: true }).waitFor();
  await expect(page.getByRole('link', { name: 'Nouveau questionnaire' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Tous les questionnaires' }).click();
  await page.locator('table a').first().click();
  await page.getByText('Lecture seule').waitFor();
  await expect(page.getByRole('button', { name: 'Ajouter une question' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Désactiver' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Aperçu' }).click();
  await page.getByRole('article').first().waitFor();

  await page.goto('/forms/list/create');
  await expectToast(page, MESSAGES.forbidden);
  await expectPath(page, '/');
});

test('CLIENT_MASTER : questionnaire propre à son client, erreurs en français, aperçu', async ({ page, signIn }) => {
  const name = 'Accueil des familles — Les Petits Pas (e2e)';
  await signIn(page, ACCOUNTS.clientMaster.email);
  await page.goto('/forms/list/create');
  // No owner to choose: a CLIENT_MASTER authors for its own client only (DESIGN §3).
  await page.getByLabel('Nom du questionnaire').waitFor();
  await expect(page.getByLabel('Propriétaire')).toHaveCount(0);
  await page.getByRole('button', { name: 'Créer le questionnaire' }).click();
  await page.getByText('Le nom du questionnaire est obligatoire').waitFor();
  await page.getByLabel('Nom du questionnaire').fill(name);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Qualité' });
  await page.getByRole('button', { name: 'Créer le questionnaire' }).click();
  await expectToast(page, 'Questionnaire créé.');
  await page.getByRole('heading', { name }).waitFor();
  await expect(page.getByText('Partagé', { exact: true }), 'pas dans la bibliothèque partagée').toHaveCount(0);

  const dialog = await openQuestionDialog(page, 'NOTATION');
  await dialog.getByRole('button', { name: 'Ajouter la question' }).click();
  await dialog.getByText('Le libellé de la question est obligatoire').waitFor();
  await dialog.getByLabel('Libellé', { exact: true }).fill(LABELS.notation);
  await dialog.getByLabel('Référence réglementaire').fill('CSP art. R2324-29 3°');
  await saveQuestion(page, dialog);

  await page.getByRole('tab', { name: 'Aperçu' }).click();
  const notation = page.getByRole('article', { name: LABELS.notation });
  await notation.getByRole('radio', { name: '4 — Tout à fait satisfaisant' }).waitFor();
  await notation.getByText('CSP art. R2324-29 3°').waitFor();

  // Listed among its client's own forms, not among the shared ones.
  await page.goto('/forms/list?ownership=own');
  await page.getByRole('link', { name }).waitFor();
  await page.goto('/forms/list?ownership=shared');
  await page.locator('table a').first().waitFor();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
