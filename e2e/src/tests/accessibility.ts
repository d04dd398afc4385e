import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, transitionsEnded } from '../helpers.ts';

// Issue 19 item 5: axe (WCAG 2.1 A and AA rules) over every screen a role reaches, the dialogs those
// screens open and the 390 px layout, for each role of the demo. A serious or critical finding fails.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A crawl bounded per role: one page per route shape is enough, the screens of a shape share their markup. */
const MAX_PAGES = 30;
const MAX_DIALOGS = 6;

type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

/** How many axe analyses ran and how long they took, for the run's log. */
const axeTime = { runs: 0, ms: 0 };

async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  const startedAt = performance.now();
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // WCAG 2.5.3 « Label in Name », experimental in axe hence off by default: an accessible name must
      // contain the visible text (issue 19 item 5 found « Voir « … » » on « Voir le résultat »).
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`),
      }));
  }, WCAG_TAGS);
  axeTime.runs += 1;
  axeTime.ms += performance.now() - startedAt;
  return violations.map((violation) => ({ where, ...violation }));
}

/** The page has drawn its content: a heading in <main> and no « Chargement… » left. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      !Array.from(document.querySelectorAll('[role="status"], [aria-busy="true"]')).some(
        (node) => node.textContent?.includes('Chargement') || node.getAttribute('aria-label')?.includes('Chargement'),
      ),
  );
  // Transitions (dialogs, menus, toasts) end before axe reads colours.
  await transitionsEnded(page);
}

/** /admins/establishments/1f0c…/members → /admins/establishments/:id/members: one visit per shape. */
function routeShape(pathname: string) {
  return pathname
    .replace(/(.)\/$/, '$1')
    .split('/')
    .map((segment) => (/\d/.test(segment) && segment.length >= 8 ? ':id' : segment))
    .join('/');
}

/** The app's own links on screen (header and main), without sign-out, files and the API. */
async function linksOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('header a[href], main a[href]'))
      .map((link) => new URL(link.href))
      .filter((url) => url.origin === location.origin)
      .filter((url) => !/^\/(api|auth)\b/.test(url.pathname) && !url.pathname.includes('/download'))
      .map((url) => url.pathname),
  );
}

/** Dialogs already checked in this run (by their trigger's text), like the screens. */
const checkedDialogs = new Set<string>();

async function checkDialogs(page: Page, where: string, opened: string[], findings: Finding[]) {
  const triggers = page.locator('main [aria-haspopup="dialog"]:visible:not([disabled])');
  const count = await triggers.count();
  for (let index = 0; index < count && opened.length < MAX_DIALOGS; index++) {
    const trigger = triggers.nth(index);
    const name = ((await trigger.textContent()) ?? '').split('«')[0]!.trim();
    if (!name || opened.includes(name) || (!FULL && checkedDialogs.has(name))) continue;
    opened.push(name);
    checkedDialogs.add(name);
    await trigger.click();
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
    await dialog.waitFor();
    await transitionsEnded(page);
    findings.push(...(await axeFindings(page, `${where} + dialogue « ${name} »`)));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** The header's menus open: « Administration » at 1280 px, « Menu » at 390 px. */
async function checkHeaderMenus(page: Page, width: number, findings: Finding[]) {
  if (width < 768) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#menu-principal').waitFor();
    findings.push(...(await axeFindings(page, `menu du téléphone (${width} px)`)));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    return;
  }
  const administration = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Administration' });
  if ((await administration.count()) === 0) return;
  await administration.click();
  await page.getByRole('menu').waitFor();
  await transitionsEnded(page);
  findings.push(...(await axeFindings(page, `menu Administration (${width} px)`)));
  await page.keyboard.press('Escape');
}

/** Menu items of « Administration » are rendered only when it opens: read their targets once. */
async function administrationLinks(page: Page): Promise<string[]> {
  const administration = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Administration' });
  if ((await administration.count()) === 0) return [];
  await administration.click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const hrefs = await items.evaluateAll((nodes) =>
    nodes.map((node) => new URL((node as HTMLAnchorElement).href).pathname),
  );
  await page.keyboard.press('Escape');
  return hrefs;
}

/**
 * Route shapes already checked by an earlier role of this run: a screen's markup is the same whoever opens
 * it, the role changing only which buttons show, so only the first role reaching a shape pays for it (the
 * run stays under a minute). Each role's home, header menus and dialogs are its own. E2E_A11Y_FULL=1 checks
 * every screen again for every role (about three times longer).
 */
const checkedShapes = new Set<string>();
const FULL = process.env.E2E_A11Y_FULL === '1';

async function checkScreen(page: Page, where: string, findings: Finding[]) {
  findings.push(...(await axeFindings(page, where)));
  // The phone layout of the same screen, without loading it again.
  await page.setViewportSize({ width: 390, height: 844 });
  // Layout, then the resize observers' renders (a table's frame turns into a scrollable region).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
  findings.push(...(await axeFindings(page, `${where} (390 px)`)));
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Opens a screen as a click on an app link would (History API, the router follows popstate): no reload of
 * the whole app for each screen.
 */
async function open(page: Page, pathname: string) {
  if (new URL(page.url()).pathname === pathname) return;
  await page.evaluate((target) => {
    document.querySelector('main h1')?.setAttribute('data-axe-previous', '');
    history.pushState(history.state, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, pathname);
  // The new screen's heading replaces the old one; if the router did not follow, load the page.
  const replaced = await page
    .waitForFunction(() => !document.querySelector('main h1[data-axe-previous]'), undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!replaced) await page.goto(pathname);
  await settle(page);
}

async function crawl(page: Page, signIn: (page: Page, email: string) => Promise<void>, email: string) {
  await signIn(page, email);
  const findings: Finding[] = [];
  const queue = ['/', '/account', ...(await linksOnScreen(page)), ...(await administrationLinks(page))];
  /** The role's own screens (home, account, header): crossed even when checked, their links are the role's. */
  const own = new Set(queue.map(routeShape));
  const seen = new Set<string>();
  const opened: string[] = [];
  const visited: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const pathname = queue.shift()!;
    const shape = routeShape(pathname);
    if (seen.has(shape)) continue;
    seen.add(shape);
    const isDue = shape === '/' || FULL || !checkedShapes.has(shape);
    if (!isDue && !own.has(shape)) continue;
    await open(page, pathname);
    // A guard may send a screen home: only what was really shown counts.
    if (routeShape(new URL(page.url()).pathname) !== shape) continue;
    if (isDue) {
      visited.push(shape);
      checkedShapes.add(shape);
      await checkScreen(page, shape, findings);
      await checkDialogs(page, shape, opened, findings);
    }
    for (const link of await linksOnScreen(page)) if (!seen.has(routeShape(link))) queue.push(link);
  }
  await open(page, '/');
  await checkHeaderMenus(page, 1280, findings);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkHeaderMenus(page, 390, findings);
  return { findings, visited, dialogs: opened };
}

function report(findings: Finding[]) {
  return findings
    .map(
      (finding) =>
        `${finding.where} : ${finding.rule} (${finding.impact}) ${finding.help}\n      ${finding.targets.join('\n      ')}`,
    )
    .join('\n    ');
}

for (const [role, account] of Object.entries(ACCOUNTS)) {
  test(`Accessibilité (axe, ${role}) : chaque écran, ses dialogues et la mise en page à 390 px sans constat grave`, async ({
    page,
    signIn,
  }) => {
    await page.context().addInitScript({ content: AXE_SOURCE });
    const before = { ...axeTime };
    const { findings, visited, dialogs } = await crawl(page, signIn, account.email);
    console.log(
      `    (${visited.length} écrans × 2 largeurs : ${visited.join(' ')} ; ${dialogs.length} dialogues : ${dialogs.join(', ')} ; ` +
        `${axeTime.runs - before.runs} analyses axe en ${Math.round((axeTime.ms - before.ms) / 100) / 10} s)`,
    );
    expect(visited.length, `seulement ${visited.length} écrans : ${visited.join(', ')}`).toBeGreaterThanOrEqual(1);
    expect(findings.length, `constats axe graves ou critiques :\n    ${report(findings)}`).toBe(0);
  });
}
