import { test } from '../fixtures.ts';
import { ACCOUNTS } from '../helpers.ts';

// The relay's state is the API's, said of every mail (never of an address): a reminder sent successfully by the
// worker's shared API during the test (its first run comes 30 s after its start) rightly says the relay works
// again, and hid the warning before the page looked once in CI. This test gets an API of its own whose reminders
// do not run meanwhile.
test.use({ ownApi: true, firstRemindersAfterMs: 10 * 60_000 });

test('un code qui ne part pas : l’écran le dit, puis le code arrive au nouvel essai', async ({ page, mailbox }) => {
  // Issue 15 item 5: the relay turns the first code away; the outbox retries it 15 s later.
  mailbox.refuseNext(ACCOUNTS.collaborator.email);
  await page.goto('/auth/login');
  await page.getByLabel('Adresse e-mail').fill(ACCOUNTS.collaborator.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await page.getByLabel('Code de connexion').waitFor();
  await page
    .getByRole('alert')
    .filter({ hasText: 'L’envoi des e-mails rencontre un problème en ce moment' })
    .waitFor({ timeout: 15_000 });
  const code = await mailbox.waitForCode(ACCOUNTS.collaborator.email, since, 40_000);
  await page.getByLabel('Code de connexion').fill(code);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
});
