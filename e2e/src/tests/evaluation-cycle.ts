import { expect, test } from '../fixtures.ts';
import { DEMO_SITES, expectTruthy } from '../helpers.ts';

// Issue 28 item 5: the group's quality manager sees where each site stands in its five-year cycle and prepares the
// quality evaluation as a campaign for the sites she chooses.
test('Cycle quinquennal : la responsable qualité voit chaque site dans son cycle et prépare la campagne d’évaluation', async ({
  clientMasterPage: page,
}) => {
  const table = page.getByRole('table', { name: 'Cycle d’évaluation de la qualité par établissement' });
  const rows = table.getByTestId('cycle-row');
  await rows.first().waitFor();
  await expect(rows.getByRole('rowheader').locator('span.font-medium')).toHaveText(DEMO_SITES);
  const texts = await rows.allTextContents();
  for (const text of texts)
    expect(text, `une échéance ou « À planifier » par site : ${text}`).toMatch(/À planifier|\d{1,2} [a-zéû]+ \d{4}/);
  // The demo's completed quality self-evaluation: its site is due five years later.
  const dated = texts.find((text) => /\d{4}.*\d{4}/.test(text));
  expectTruthy(dated, texts.join('\n'));
  const years = [...dated.matchAll(/\d{1,2} [a-zéû]+ (\d{4})/g)].map((match) => Number(match[1]));
  expect(years[1]! - years[0]!, dated).toBe(5);

  // Two sites chosen: the campaign dialog opens with the quality questionnaires and those sites.
  const launch = page.getByRole('button', { name: /^Lancer l’évaluation qualité/ });
  await expect(launch).toBeDisabled();
  await table.getByRole('checkbox', { name: `Choisir ${DEMO_SITES[1]}` }).click();
  await table.getByRole('checkbox', { name: `Choisir ${DEMO_SITES[4]}` }).click();
  await page.getByRole('button', { name: 'Lancer l’évaluation qualité (2 sites)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle campagne' });
  await expect(dialog.getByLabel('Nom de la campagne')).toHaveValue(/^Évaluation quinquennale de la qualité \d{4}$/);
  await expect(
    dialog.getByRole('checkbox', { name: /Qualité de l’accueil : la relation avec l’enfant/ }),
  ).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(DEMO_SITES[1]!) })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(DEMO_SITES[0]!) })).not.toBeChecked();
  // Closed without launching: the demo's campaigns stay as the other tests expect them.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});
