import assert from 'node:assert/strict';
import { test } from '../fixtures.ts';
import { DEMO_SITES } from '../helpers.ts';

// Issue 28 item 5: the group's quality manager sees where each site stands in its five-year cycle and prepares the
// quality evaluation as a campaign for the sites she chooses.
test('Cycle quinquennal : la responsable qualité voit chaque site dans son cycle et prépare la campagne d’évaluation', async ({
  clientMasterPage: page,
}) => {
  const table = page.getByRole('table', { name: 'Cycle d’évaluation de la qualité par établissement' });
  const rows = table.getByTestId('cycle-row');
  await rows.first().waitFor();
  assert.deepEqual(await rows.getByRole('rowheader').locator('span.font-medium').allTextContents(), DEMO_SITES);
  const texts = await rows.allTextContents();
  for (const text of texts)
    assert.match(text, /À planifier|\d{1,2} [a-zéû]+ \d{4}/, `une échéance ou « À planifier » par site : ${text}`);
  // The demo's completed quality self-evaluation: its site is due five years later.
  const dated = texts.find((text) => /\d{4}.*\d{4}/.test(text));
  assert.ok(dated, texts.join('\n'));
  const years = [...dated.matchAll(/\d{1,2} [a-zéû]+ (\d{4})/g)].map((match) => Number(match[1]));
  assert.equal(years[1]! - years[0]!, 5, dated);

  // Two sites chosen: the campaign dialog opens with the quality questionnaires and those sites.
  const launch = page.getByRole('button', { name: /^Lancer l’évaluation qualité/ });
  assert.ok(await launch.isDisabled());
  await table.getByRole('checkbox', { name: `Choisir ${DEMO_SITES[1]}` }).click();
  await table.getByRole('checkbox', { name: `Choisir ${DEMO_SITES[4]}` }).click();
  await page.getByRole('button', { name: 'Lancer l’évaluation qualité (2 sites)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle campagne' });
  assert.match(
    await dialog.getByLabel('Nom de la campagne').inputValue(),
    /^Évaluation quinquennale de la qualité \d{4}$/,
  );
  assert.ok(
    await dialog.getByRole('checkbox', { name: /Qualité de l’accueil : la relation avec l’enfant/ }).isChecked(),
  );
  assert.ok(await dialog.getByRole('checkbox', { name: new RegExp(DEMO_SITES[1]!) }).isChecked());
  assert.ok(!(await dialog.getByRole('checkbox', { name: new RegExp(DEMO_SITES[0]!) }).isChecked()));
  // Closed without launching: the demo's campaigns stay as the other tests expect them.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});
