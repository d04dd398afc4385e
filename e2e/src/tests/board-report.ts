import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures.ts';
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
  await expect(page.getByRole('link', { name: 'Télécharger le rapport PDF' })).toHaveCount(0);
  await from.fill(initialFrom);

  // The PDF: the link says it is being prepared while the server renders it.
  const pdfLink = page.getByRole('link', { name: 'Télécharger le rapport PDF' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    pdfLink.click(),
    page.getByText('Préparation du fichier…').first().waitFor(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(
    /^rapport-conseil-association-les-petits-pas-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toMatch(/Rapport au conseil d’administration/);
  expect(text).toMatch(/Association Les Petits Pas · période du/);
  for (const site of DEMO_SITES) expect(text, `le rapport nomme ${site}`).toMatch(new RegExp(site));
  for (const section of [
    'Scores par établissement et par catégorie',
    'Tendance des dernières auto-évaluations',
    'Écarts les plus fréquents',
    'Impératifs non conformes',
    'Avancement des plans d’action',
  ])
    expect(text, section).toMatch(new RegExp(section));
  expect(text).toMatch(/Page 1 sur \d+/);

  // The same figures as a workbook (a ZIP file).
  const [workbook] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('link', { name: 'Télécharger les chiffres (XLSX)' }).click(),
  ]);
  expect(workbook.suggestedFilename()).toMatch(/^rapport-conseil-association-les-petits-pas-.*\.xlsx$/);
  expect([...readFileSync((await workbook.path())!).subarray(0, 4)]).toStrictEqual([0x50, 0x4b, 0x03, 0x04]);
});
