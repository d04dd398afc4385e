import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from '../fixtures.ts';
import { ACCOUNTS } from '../helpers.ts';

// The demo (apps/api/src/seed/demo-data.ts, DEMO_GROUP_STORY): five sites evaluated at different times.
const SITES = [
  'Crèche Les Hirondelles',
  'Crèche Les Lucioles',
  'Micro-crèche Le Petit Prince',
  'Micro-crèche Les Coccinelles',
  'Multi-accueil Arc-en-ciel',
];

test('Rapport au conseil : la responsable qualité le télécharge depuis la vue de groupe, en PDF et en XLSX', async ({
  page,
  signIn,
}) => {
  await signIn(page, ACCOUNTS.clientMaster.email);
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
  const text = execFileSync(process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    encoding: 'utf8',
  });
  assert.match(text, /Rapport au conseil d’administration/);
  assert.match(text, /Association Les Petits Pas · période du/);
  for (const site of SITES) assert.match(text, new RegExp(site), `le rapport nomme ${site}`);
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

/** A mail body as sent by nodemailer: quoted-printable (soft line breaks, =XX bytes), else base64. */
function readBody(raw: string): string {
  const quoted = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  return quoted.includes('Déposer') ? quoted : Buffer.from(raw.replace(/\s/g, ''), 'base64').toString('utf8');
}

/** A Paris day `days` from today, YYYY-MM-DD (what a date input takes). */
function parisDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
}

// Last of this file, and this file last in run.ts: it renews the demo's expiring proof, which group-view.ts shows.
test('Échéances : la responsable qualité reçoit le récapitulatif et renouvelle le document en une étape depuis le lien', async ({
  page,
  mailbox,
  signIn,
}) => {
  // The expiry digest runs with the hourly reminders, 30 s after the start: the demo's proof ends in 25 days.
  const deadline = Date.now() + 90_000;
  const isDigest = (mail: { to: string[]; subject: string }) =>
    mail.to.includes(ACCOUNTS.clientMaster.email) && mail.subject.startsWith('Échéance');
  while (!mailbox.mails.some(isDigest)) {
    if (Date.now() > deadline) throw new Error('Aucun récapitulatif d’échéance reçu en 90 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const digest = mailbox.mails.find(isDigest)!;
  // The harness keeps the raw body (quoted-printable or base64) and splits encoded words of the subject: read both here.
  assert.match(digest.subject.replace(/\s/g, ''), /expiredans25jours$/);
  const text = readBody(digest.text);
  assert.match(text, /Crèche Les Hirondelles/);
  const link = /Déposer la nouvelle version : (\S+)/.exec(text)?.[1];
  assert.ok(link, text);
  const url = new URL(link);

  await signIn(page, ACCOUNTS.clientMaster.email);
  await page.goto(url.pathname + url.search);
  const form = page.getByRole('form', { name: /^Renouveler « / });
  await form.waitFor();
  assert.match((await form.textContent()) ?? '', /expire dans 25 jours/);
  // One step: the new file and its validity, then send.
  await form.getByLabel('Nouvelle validité : jusqu’au (facultatif)').fill(parisDay(365));
  await form.getByLabel('Nouvelle version (fichier)').setInputFiles({
    name: 'autorisation-2027.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Autorisation de fonctionnement 2027\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Remplacer par cette version' }).click();
  await page.getByRole('heading', { name: 'Document renouvelé' }).waitFor();
  await page.getByText(/« autorisation-2027\.pdf » remplace désormais « /).waitFor();

  // The group view no longer flags it.
  await page.goto('/');
  const row = page
    .getByRole('table', { name: 'Établissements du groupe' })
    .getByTestId('group-row')
    .filter({ hasText: 'Crèche Les Hirondelles' });
  await row.waitFor();
  assert.doesNotMatch((await row.textContent()) ?? '', /expire sous 60 jours/);
});
