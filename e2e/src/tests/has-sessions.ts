import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { api } from '../api-calls.ts';
import { test } from '../fixtures.ts';

// Issue 30 items 3 and 5 (ADR 048): an ESSMS director runs her HAS self-evaluation as the evaluators will — two
// anonymous accompagné traceur sessions, a traceur ciblé, an audit système — on a phone; each criterion's result is
// the mean of its sessions; she names a session and deletes one; she completes and reads her simulated échelle
// qualité and what holds it back.
// The demo has no ESSMS: an ADMIN seeds a client of its own with its director, who then signs in.
const PHONE = { width: 390, height: 844 };
const FORM_NAME = 'Référentiel HAS ESSMS — critères propres aux établissements';
const SITE = 'Foyer de vie Les Tilleuls';
const DIRECTOR_EMAIL = 'direction@tilleuls.example.fr';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function seriousAxeFindings(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

async function seedSite(page: Page): Promise<{ siteId: string; formId: string }> {
  const client = await api<{ id: string }>(page, 'POST', '/clients', {
    name: 'Association Les Tilleuls',
    email: 'contact@tilleuls.example.fr',
    phone: '02 41 00 00 01',
  });
  const legalEntity = await api<{ id: string }>(page, 'POST', '/legal-entities', {
    clientId: client.id,
    name: 'Association Les Tilleuls',
    addressLine: '5 rue des Tilleuls',
    city: 'Angers',
    postalCode: '49000',
    email: 'siege@tilleuls.example.fr',
    siren: '732829320',
    managementType: 'PRIVATE_LUCRATIVE',
  });
  const site = await api<{ id: string }>(page, 'POST', '/establishments', {
    legalEntityId: legalEntity.id,
    name: SITE,
    address: '5 rue des Tilleuls',
    phoneNumber: '02 41 11 11 12',
    postalCode: '49000',
    city: 'Angers',
    siret: '73282932000017',
    raisonSocialeOfTheManager: 'Association Les Tilleuls',
    modalityOfTarification: 'Dotation globale',
    category: 'ESSMS',
  });
  await api(page, 'POST', '/users', {
    firstName: 'Claire',
    lastName: 'Martin',
    email: DIRECTOR_EMAIL,
    roles: ['DIRECTOR'],
    clientId: client.id,
    establishmentId: site.id,
  });
  const overview = await api<{ forms: Array<{ form: { id: string; name: string } }> }>(
    page,
    'GET',
    `/establishments/${site.id}/evaluation-overview`,
  );
  return { siteId: site.id, formId: overview.forms.find((item) => item.form.name === FORM_NAME)!.form.id };
}

/** Opens a session's card and rates one criterion in it (the radio's label is « level — wording »). */
async function rate(page: Page, session: string, code: string, level: RegExp) {
  const group = page.getByRole('group', { name: session, exact: true });
  if (!(await group.isVisible())) await page.getByText(new RegExp(`^${session} — \\d+ / \\d+ coté`)).click();
  const criterion = group.getByRole('group', { name: `${session} — critère ${code}` });
  await criterion.getByRole('radio', { name: level }).check();
  await expect(criterion.getByRole('radio', { name: level })).toBeChecked();
}

test('HAS par méthode : une directrice mène des accompagnés traceurs, un traceur ciblé et un audit système, termine, et lit son échelle simulée', async ({
  adminPage,
  newVisitor,
  signIn,
}) => {
  const { formId } = await seedSite(adminPage);
  const page = await newVisitor();
  await page.context().addInitScript({ content: AXE_SOURCE });
  await signIn(page, DIRECTOR_EMAIL);
  await page.setViewportSize(PHONE);
  await page.goto(`/auto-evaluation/form/${formId}`);
  await page.getByRole('button', { name: 'Commencer l’auto-évaluation' }).click();

  const panel = page.getByRole('region', { name: 'Évaluation par méthode, comme les évaluateurs de la HAS' });
  await expect(panel).toBeVisible();
  const progress = panel.getByRole('list', { name: 'Avancement par méthode' });
  await expect(progress).toContainText('Accompagné traceur : 0 session sur 3 prévues · 0 / 1 critère coté');
  await expect(panel.getByText(/Par défaut, 3 : notre choix/)).toBeVisible();

  // Two accompagnés traceurs, anonymous: 4 then 3 on criterion 1.4.2 — the criterion reads their mean, 3,50.
  const openSession = panel.getByRole('button', { name: 'Ouvrir une session accompagné traceur' });
  await openSession.click();
  await expect(panel.getByText(/^Accompagné traceur n° 1 — \d+ \/ \d+ coté/)).toBeVisible();
  await rate(page, 'Accompagné traceur n° 1', '1.4.2', /^4 — /);
  await openSession.click();
  await expect(panel.getByText(/^Accompagné traceur n° 2 — \d+ \/ \d+ coté/)).toBeVisible();
  await rate(page, 'Accompagné traceur n° 2', '1.4.2', /^3 — /);
  await expect(
    page
      .getByRole('group', { name: 'Accompagné traceur n° 2', exact: true })
      .getByText('Résultat du critère, toutes sessions : 3,50 / 4'),
  ).toBeVisible();

  // The form's own question says where its answer comes from.
  await expect(page.getByText('Résultat des sessions par méthode : 3,50 / 4', { exact: false })).toBeVisible();

  // She names the second (a path, never a person), opens a third rated 2 (mean 3,00) and deletes it: the criterion is
  // recombined from the two left, 3,50 again.
  await page
    .getByRole('group', { name: 'Accompagné traceur n° 2', exact: true })
    .getByRole('button', { name: 'Nommer la session' })
    .click();
  const naming = page.getByRole('dialog');
  await naming.getByLabel('Nom de la session (facultatif)').fill('Parcours hébergement');
  await naming.getByRole('button', { name: 'Enregistrer le nom' }).click();
  await expect(panel.getByText(/^Accompagné traceur n° 2 — Parcours hébergement — 1 \/ 1 coté/)).toBeVisible();
  await openSession.click();
  await rate(page, 'Accompagné traceur n° 3', '1.4.2', /^2 — /);
  const third = page.getByRole('group', { name: 'Accompagné traceur n° 3', exact: true });
  await expect(third.getByText('Résultat du critère, toutes sessions : 3,00 / 4')).toBeVisible();
  await third.getByRole('button', { name: 'Supprimer la session' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('garde sa réponse actuelle dans l’auto-évaluation');
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(third).toHaveCount(0);
  await expect(
    page
      .getByRole('group', { name: 'Accompagné traceur n° 1', exact: true })
      .getByText('Résultat du critère, toutes sessions : 3,50 / 4'),
  ).toBeVisible();

  // A traceur ciblé: the impératif 2.2.1 at 3 (not met), 2.4.1 at 4; an audit système: 3.2.2 at 4, 3.3.1 at 2.
  await panel.getByRole('button', { name: 'Ouvrir une session traceur ciblé' }).click();
  await rate(page, 'Traceur ciblé n° 1', '2.2.1', /^3 — /);
  await rate(page, 'Traceur ciblé n° 1', '2.4.1', /^4 — /);
  await panel.getByRole('button', { name: 'Ouvrir une session audit système' }).click();
  await rate(page, 'Audit système n° 1', '3.2.2', /^4 — /);
  await rate(page, 'Audit système n° 1', '3.3.1', /^2 — /);
  await expect(progress).toContainText('Accompagné traceur : 2 sessions sur 3 prévues · 1 / 1 critère coté');
  await expect(progress).toContainText('Traceur ciblé : 1 session · 2 / 2 critères cotés');
  await expect(progress).toContainText('Audit système : 1 session · 2 / 2 critères cotés');
  const summary = page.getByText(/^Audit système n° 1 — \d+ \/ \d+ coté/);
  expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Nothing wider than the phone, and axe finds nothing serious on the sessions opened.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Every criterion has its answer from the sessions: she completes.
  await page.getByRole('button', { name: 'Terminer', exact: true }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Terminer et figer' }).click();

  // Objectives: 1.4 = 3,5; 2.2 = 3; 2.4 = 4; 3.2 = 4; 3.3 = 2 → (3,5 + 3 + 4 + 4 + 2) / 5 = 3,30.
  const reading = page.getByRole('region', {
    name: 'Estimation d’après les règles publiées par la HAS — auto-évaluation partielle',
  });
  await expect(reading.getByText('Simulation — ce n’est pas un résultat officiel de la HAS.')).toBeVisible();
  const dimensions = reading.getByLabel('Les deux dimensions de l’échelle qualité');
  await expect(dimensions.getByText('3,30 / 4')).toBeVisible();
  await expect(dimensions.getByText('0 / 1 (0 %)')).toBeVisible();
  await expect(reading.getByRole('list', { name: 'Impératifs non atteints' })).toContainText(
    /Critère 2\.2\.1 — .+ : coté 3,00, attendu 4/,
  );
  await expect(
    reading.getByRole('list', { name: 'Objectifs les plus faibles' }).getByRole('listitem').first(),
  ).toHaveText(/^Objectif 3\.3 — .+ : 2,00 \/ 4$/);

  // The completed evaluation reads its sessions back, read only (ADR 048, addendum): per method the sessions held —
  // the accompagnés traceurs against those planned —, per session the criteria it rated, the deleted one gone.
  const held = page.getByRole('region', { name: 'Sessions par méthode' });
  await expect(held.getByText('2 sessions tenues sur 3 prévues')).toBeVisible();
  const named = held.getByRole('table', { name: 'Accompagné traceur n° 2 — Parcours hébergement' });
  await expect(named.getByRole('row', { name: /^1\.4\.2 — / })).toContainText('3 / 4');
  await expect(
    held.getByRole('table', { name: 'Accompagné traceur n° 1' }).getByRole('row', { name: /^1\.4\.2 — / }),
  ).toContainText('4 / 4');
  await expect(held.getByRole('table', { name: /Accompagné traceur n° 3/ })).toHaveCount(0);
  const ciblé = held.getByRole('table', { name: 'Traceur ciblé n° 1' });
  await expect(ciblé.getByRole('row', { name: /^2\.2\.1 \(impératif\) — / })).toContainText('3 / 4');
  await expect(
    held.getByRole('table', { name: 'Audit système n° 1' }).getByRole('row', { name: /^3\.3\.1 — / }),
  ).toContainText('2 / 4');
  // Nothing to edit any more, nothing wider than the phone, nothing serious for axe.
  await expect(held.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Ouvrir une session/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
