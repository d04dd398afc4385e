import path from 'node:path';
import { ROOT_DIR } from '../api-server.ts';
import { test } from '../harness.ts';
import { ACCOUNTS, signIn } from '../helpers.ts';

test('capture de l’accueil pour le README', async ({ page, mailbox }) => {
  await signIn(page, mailbox, ACCOUNTS.director.email);
  await page.getByTestId('establishment-card').waitFor();
  await page.screenshot({ path: path.join(ROOT_DIR, 'docs/screenshot-home.png') });
});
