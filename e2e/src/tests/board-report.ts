import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from '../fixtures.ts';
import { DEMO_SITES } from '../helpers.ts';
import { pdfText } from '../../../apps/api/test/support/pdf-text.ts';

test('Rapport au conseil : la responsable qualité le télécharge depuis la vue de groupe, en PDF et en XLSX', async ({
  clientMasterPage: page,
}) => {
  await page.getByRole('heading', { name: 'Rapport au conseil d’administration' }).waitFor();

  // A reversed period is refused in French, and nothing is offered to download.
  const from = page.getByLabel('Du', { exact: true });
  const initialFrom = await from.inputValue();
  await from.fill('2099-01-01');
  await page.getByText('La date de début doit précéder la date de fin').waitFor();
  assert.equal(await page.getByRole('link', { name: 'Télécharger le rapport PDF' }).count(), 0);
  await from.fill(initialFrom);

  // The PDF: the link says it is being prepared while the server renders it.
  const pdfLink = page.getByRole('link', { name: 'Télécharger le rapport PDF' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    pdfLink.click(),
    page.getByText('Préparation du fichier…').first().waitFor(),
  ]);
  assert.match(
    pdf.suggestedFilename(),
    /^rapport-conseil-association-les-petits-pas-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const bytes = readFileSync((await pdf.path())!);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  const text = await pdfText(bytes);
  assert.match(text, /Rapport au conseil d’administration/);
  assert.match(text, /Association Les Petits Pas · période du/);
  for (const site of DEMO_SITES) assert.match(text, new RegExp(site), `le rapport nomme ${site}`);
  for (const section of [
    'Scores par établissement et par catégorie',
    'Tendance des dernières auto-évaluations',
    'Écarts les plus fréquents',
    'Impératifs non conformes',
    'Avancement des plans d’action',
  ])
    assert.match(text, new RegExp(section), section);
  assert.match(text, /Page 1 sur \d+/);

  // The same figures as a workbook (a ZIP file).
  const [workbook] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('link', { name: 'Télécharger les chiffres (XLSX)' }).click(),
  ]);
  assert.match(workbook.suggestedFilename(), /^rapport-conseil-association-les-petits-pas-.*\.xlsx$/);
  assert.deepEqual([...readFileSync((await workbook.path())!).subarray(0, 4)], [0x50, 0x4b, 0x03, 0x04]);
});
