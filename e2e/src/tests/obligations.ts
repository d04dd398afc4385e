import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, expectToast, openDialog, openFromNav, parisDay } from '../helpers.ts';

/** A day plus whole months (the drill's period), as the server counts them; clamped to the month’s last day. */
const addMonths = (day: string, months: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`;
};

/** « 27 novembre 2027 » as the screen writes a Paris day. */
const frenchDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('Obligations : un exercice d’évacuation arrive à échéance, la directrice le clôt avec une preuve et la suivante apparaît', async ({
  page,
  signIn,
}) => {
  await signIn(page, ACCOUNTS.director.email);
  await openFromNav(page, 'Obligations');
  await page.getByRole('heading', { name: 'Obligations récurrentes' }).waitFor();

  // Planned with a due date two days ago: it has come due, and is late.
  const due = parisDay(-2);
  const plan = await openDialog(page, 'Planifier une obligation', 'Planifier une obligation');
  await plan.getByLabel('Obligation').selectOption({ label: 'Exercice d’évacuation (tous les 6 mois)' });
  await plan
    .getByText(
      'Source : Code du travail art. R4227-39 ; Arrêté du 25 juin 1980 (règlement de sécurité ERP), art. R 33.',
    )
    .waitFor();
  await plan.getByLabel('Première échéance').fill(due);
  const responsible = plan.getByLabel('Responsable');
  await responsible.locator('option').nth(1).waitFor({ state: 'attached' });
  await responsible.selectOption({ index: 1 });
  await plan.getByRole('button', { name: 'Planifier', exact: true }).click();
  await expectToast(page, 'Obligation planifiée');

  const card = page.getByRole('listitem', { name: 'Exercice d’évacuation' });
  await card.getByText('En retard').waitFor();
  await page.getByText('1 obligation en retard').waitFor();

  // Closing asks a proof or an explanation; the proof is uploaded from the dialog.
  const close = await openDialog(page, 'Clore l’échéance', 'Clore : Exercice d’évacuation');
  await close.getByRole('button', { name: 'Clore', exact: true }).click();
  await close.getByText('Joignez une preuve ou expliquez ce qui a été fait', { exact: true }).waitFor();
  await close.getByLabel('Ou déposer un fichier').setInputFiles({
    name: 'registre-securite-exercice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Exercice d’évacuation : 2 min 40 s\n%%EOF\n'),
  });
  await close.getByRole('button', { name: 'Clore', exact: true }).click();

  // The next occurrence: six months after the previous due date (Code du travail art. R4227-39), no longer late.
  const nextDue = addMonths(due, 6);
  await expectToast(page, `Échéance close. Prochaine échéance : ${frenchDay(nextDue)}`);
  await card.getByText('À venir').waitFor();
  await expect(card.getByTestId('due-date')).toHaveText(frenchDay(nextDue));
  await card.getByRole('button', { name: 'Historique' }).click();
  const history = card.getByRole('list', { name: 'Historique des échéances' });
  await history.getByRole('link', { name: 'registre-securite-exercice.pdf' }).waitFor();
  await expect(history.getByRole('listitem')).toHaveCount(2);
});
