import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import type { Mailbox } from './mailbox.ts';

export const ACCOUNTS = {
  admin: { email: 'admin@demo.qualite-conformite.fr', firstName: 'Alice' },
  clientMaster: { email: 'responsable@demo.qualite-conformite.fr', firstName: 'Bruno' },
  director: { email: 'directrice@demo.qualite-conformite.fr', firstName: 'Claire' },
  collaborator: { email: 'collaboratrice@demo.qualite-conformite.fr', firstName: 'Julie' },
} as const;

export const MESSAGES = {
  unauthorized: 'Vous devez être connecté pour accéder à cette page',
  forbidden: "Vous n'avez pas les permissions nécessaires pour accéder à cette page",
} as const;

/** Fills the login page already on screen: e-mail, then the code read from the real mail. */
export async function completeLogin(page: Page, mailbox: Mailbox, email: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  let since = Date.now();
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  // The OTP paths allow 10 requests a minute per IP (DESIGN §2): past that, wait for the window once.
  const codeField = page.getByLabel('Code de connexion');
  const rateLimited = page.getByText('Trop de demandes');
  await codeField.or(rateLimited).first().waitFor();
  if (await rateLimited.isVisible()) {
    console.log('    (limite de débit des codes atteinte : attente de 61 s)');
    await page.waitForTimeout(61_000);
    since = Date.now();
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
  }
  const code = await mailbox.waitForCode(email, since);
  await page.getByLabel('Code de connexion').fill(code);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The real sign-in: the login page, a code sent by mail and typed in (the `signIn` fixture skips the mail). */
export async function signInWithCode(page: Page, mailbox: Mailbox, email: string) {
  await page.goto('/auth/login');
  await completeLogin(page, mailbox, email);
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
}

export async function expectToast(page: Page, text: string) {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor();
}

export async function expectPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
  assert.equal(new URL(page.url()).pathname, pathname);
}

export async function readLocalStorage<T>(page: Page, key: string): Promise<T> {
  const raw = await page.evaluate((name) => localStorage.getItem(name), key);
  assert.ok(raw, `local storage « ${key} » vide`);
  return JSON.parse(raw) as T;
}

/** Opens a screen through the header: a direct link, or an entry of a menu such as « Administration ». */
export async function openFromNav(page: Page, label: string, menu?: string) {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  if (!menu) return nav.getByRole('link', { name: label, exact: true }).click();
  await nav.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}
