import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, expectTruthy, parisDay } from '../helpers.ts';

// It renews the demo's expiring proof, which group-view.ts shows: on an API of its own (CI ran it before
// group-view.ts on the same worker once, and the group view's « 1 expire sous 60 jours » was gone), whose
// hourly jobs, the expiry digest among them, run a second after its start rather than 30.
test.use({ ownApi: true, firstRemindersAfterMs: 1_000 });

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

test('Échéances : la responsable qualité reçoit le récapitulatif et renouvelle le document en une étape depuis le lien', async ({
  page,
  mailbox,
  signIn,
}) => {
  // The expiry digest runs with the hourly reminders, at the API's start: the demo's proof ends in 25 days.
  const digest = await mailbox.waitForMail(
    (mail) => mail.to.includes(ACCOUNTS.clientMaster.email) && mail.subject.startsWith('Échéance'),
    90_000,
    'Aucun récapitulatif d’échéance reçu',
  );
  // The harness keeps the raw body (quoted-printable or base64) and splits encoded words of the subject: read both here.
  expect(digest.subject.replace(/\s/g, '')).toMatch(/expiredans25jours$/);
  const text = readBody(digest.text);
  expect(text).toMatch(/Crèche Les Hirondelles/);
  const link = /Déposer la nouvelle version : (\S+)/.exec(text)?.[1];
  expectTruthy(link, text);
  const url = new URL(link);

  await signIn(page, ACCOUNTS.clientMaster.email);
  await page.goto(url.pathname + url.search);
  const form = page.getByRole('form', { name: /^Renouveler « / });
  await form.waitFor();
  await expect(form).toHaveText(/expire dans 25 jours/);
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
  await expect(row).not.toHaveText(/expire sous 60 jours/);
});
