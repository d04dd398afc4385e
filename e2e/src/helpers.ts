import { expect, type Locator, type Page } from '@playwright/test';
import type { Mailbox } from './mailbox.ts';

export const ACCOUNTS = {
  admin: { email: 'admin@demo.qualite-conformite.fr', firstName: 'Alice' },
  clientMaster: { email: 'responsable@demo.qualite-conformite.fr', firstName: 'Bruno' },
  director: { email: 'directrice@demo.qualite-conformite.fr', firstName: 'Claire' },
  collaborator: { email: 'collaboratrice@demo.qualite-conformite.fr', firstName: 'Julie' },
} as const;

/** The demo client's five sites (apps/api/src/seed/demo-group-story.ts, DEMO_GROUP_STORY), evaluated at different times. */
export const DEMO_SITES = [
  'Crèche Les Hirondelles',
  'Crèche Les Lucioles',
  'Micro-crèche Le Petit Prince',
  'Micro-crèche Les Coccinelles',
  'Multi-accueil Arc-en-ciel',
];

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

/** `expect(value, message).toBeTruthy()` that TypeScript also reads: `value` is narrowed after it. */
export function expectTruthy(value: unknown, message?: string): asserts value {
  expect(value, message).toBeTruthy();
}

export async function expectPath(page: Page, pathname: string) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

export async function readLocalStorage<T>(page: Page, key: string): Promise<T> {
  const raw = await page.evaluate((name) => localStorage.getItem(name), key);
  expectTruthy(raw, `local storage « ${key} » vide`);
  return JSON.parse(raw) as T;
}

type EstablishmentStore = { state: { selectedEstablishment: { id: string; name: string } | null } };

/** The establishment the header's switcher has chosen, as the SPA keeps it (local storage), once it has one. */
export async function selectedEstablishment(page: Page) {
  await page.waitForFunction(() => localStorage.getItem('establishment-store')?.includes('"selectedEstablishment":{'));
  const { selectedEstablishment } = (await readLocalStorage<EstablishmentStore>(page, 'establishment-store')).state;
  expectTruthy(selectedEstablishment, 'aucun établissement sélectionné');
  return selectedEstablishment;
}

/** `text` read literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Paris day `days` from today, YYYY-MM-DD (what a date input takes). */
export function parisDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
}

/** Clicks the button `trigger` and answers the dialog it opens (`name` when given). */
export async function openDialog(page: Page, trigger: string, name?: string): Promise<Locator> {
  await page.getByRole('button', { name: trigger }).click();
  const dialog = page.getByRole('dialog', name ? { name } : {});
  await dialog.waitFor();
  return dialog;
}

/** Clicks the button `trigger`, answers its confirmation with `confirm`, then waits for the `toast` that says it is done. */
export async function clickAndConfirm(page: Page, trigger: string, confirm: string, toast: string) {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirm, exact: true }).click();
  await expectToast(page, toast);
}

/**
 * Until the CSS transitions and short animations on the page have ended (a dialog, a menu or a toast coming in),
 * so that what is read is what stays on screen. Endless animations (spinners) and long ones (a toast's
 * countdown bar) are not transitions: left running.
 */
export async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      const timing = animation.effect?.getComputedTiming();
      return timing?.iterations === Infinity || Number(timing?.duration) >= 1000;
    }),
  );
}

/** A page its role may not open: the permission toast, and back home. */
export async function expectForbidden(page: Page, pathname: string) {
  await page.goto(pathname);
  await expectToast(page, MESSAGES.forbidden);
  await expectPath(page, '/');
}

/** Opens the header's « Administration » menu and answers whether `shown` are in it and `hidden` are not. */
export async function expectAdministrationMenu(page: Page, shown: string, hidden: string) {
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Administration' })
    .click();
  await page.getByRole('menuitem', { name: shown, exact: true }).waitFor();
  await expect(page.getByRole('menuitem', { name: hidden }), `« ${hidden} » n’est pas proposé`).toHaveCount(0);
}

/** Opens a screen through the header: a direct link, or an entry of a menu such as « Administration ». */
export async function openFromNav(page: Page, label: string, menu?: string) {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  if (!menu) return nav.getByRole('link', { name: label, exact: true }).click();
  await nav.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}
