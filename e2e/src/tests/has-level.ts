import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { api } from '../api-calls.ts';
import { expect, test } from '../fixtures.ts';

// Issue 30 item 2 (ADR 043): a completed HAS self-evaluation shows HAS's reading on its page — the échelle qualité's
// two dimensions, no A–D letter and why, what holds it back — labelled as a simulation; it passes axe at 390 px.
// The demo has no ESSMS: an ADMIN seeds a client of its own (the demo client's sites stay as other tests count them).
const PHONE = { width: 390, height: 844 };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FORM_NAME = 'Référentiel HAS ESSMS — critères propres aux établissements';
const SITE = 'Foyer de vie Les Aulnes';

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

type Overview = { forms: Array<{ form: { id: string; name: string } }> };

test('HAS : une auto-évaluation ESSMS terminée montre les deux dimensions de l’échelle qualité simulée, sans lettre, et ce qui la retient', async ({
  adminPage: page,
}) => {
  const client = await api<{ id: string }>(page, 'POST', '/clients', {
    name: 'Association Les Aulnes',
    email: 'contact@aulnes.example.fr',
    phone: '02 41 00 00 00',
  });
  const legalEntity = await api<{ id: string }>(page, 'POST', '/legal-entities', {
    clientId: client.id,
    name: 'Association Les Aulnes',
    addressLine: '3 rue des Aulnes',
    city: 'Angers',
    postalCode: '49000',
    email: 'siege@aulnes.example.fr',
    siren: '731542866',
    managementType: 'PRIVATE_LUCRATIVE',
  });
  const site = await api<{ id: string }>(page, 'POST', '/establishments', {
    legalEntityId: legalEntity.id,
    name: SITE,
    address: '3 rue des Aulnes',
    phoneNumber: '02 41 11 11 11',
    postalCode: '49000',
    city: 'Angers',
    siret: '73154286600017',
    raisonSocialeOfTheManager: 'Association Les Aulnes',
    modalityOfTarification: 'Dotation globale',
    category: 'ESSMS',
  });
  const overview = await api<Overview>(page, 'GET', `/establishments/${site.id}/evaluation-overview`);
  const form = overview.forms.find((item) => item.form.name === FORM_NAME)!.form;
  const evaluation = await api<{ id: string; questions: Array<{ key: string }> }>(page, 'POST', '/evaluations', {
    establishmentId: site.id,
    formId: form.id,
  });
  // The impératif 2.2.1 at 3 (not met), objective 3.3 at 2, 2.4.1 « optimisé »: objectives (4 + 3 + 4 + 4 + 2) / 5.
  const cotations: Record<string, number | string> = {
    'essms-has-1-4-2': 4,
    'essms-has-2-2-1': 3,
    'essms-has-2-4-1': 'OPTIMIZED',
    'essms-has-3-2-2': 4,
    'essms-has-3-3-1': 2,
  };
  expect(evaluation.questions.map((question) => question.key).sort()).toStrictEqual(Object.keys(cotations).sort());
  for (const [key, value] of Object.entries(cotations)) {
    await api(page, 'PUT', `/evaluations/${evaluation.id}/answers/${key}`, { expectedVersion: 0, value });
  }
  await api(page, 'POST', `/evaluations/${evaluation.id}/complete`);

  // She picks the site in the header, then opens the evaluation on a phone.
  await page.context().addInitScript({ content: AXE_SOURCE });
  await page.goto('/');
  await page.getByRole('button', { name: /Changer d’établissement/ }).click();
  await page.getByRole('combobox', { name: 'Rechercher un établissement' }).fill('Aulnes');
  await page.getByRole('option', { name: new RegExp(SITE) }).click();
  await page.getByRole('button', { name: new RegExp(`Établissement sélectionné : ${SITE}`) }).waitFor();
  await page.setViewportSize(PHONE);
  await page.goto(`/auto-evaluation/form/${form.id}`);

  const panel = page.getByRole('region', {
    name: 'Estimation d’après les règles publiées par la HAS — auto-évaluation partielle',
  });
  await panel.waitFor();
  await panel.getByText('Simulation — ce n’est pas un résultat officiel de la HAS.').waitFor();
  const dimensions = panel.getByLabel('Les deux dimensions de l’échelle qualité');
  await dimensions.getByText('3,40 / 4').waitFor();
  await dimensions.getByText('0 / 1 (0 %)').waitFor();
  await panel.getByText('Niveau A à D : non affiché.').waitFor();
  await panel.getByText(/L’objectif 3\.10, que la HAS pondère à 10 %, n’est pas dans ce questionnaire/).waitFor();
  expect(
    (await panel.getByRole('list', { name: 'Impératifs non atteints' }).getByRole('listitem').allTextContents()).map(
      (text) => text.replace(/\s+/g, ' '),
    ),
  ).toStrictEqual([`Critère 2.2.1 — ${await labelOf(page, evaluation.id, 'essms-has-2-2-1')} : coté 3,00, attendu 4`]);
  const weakest = panel.getByRole('list', { name: 'Objectifs les plus faibles' }).getByRole('listitem');
  await expect(weakest).toHaveCount(2);
  await expect(weakest.first()).toHaveText(/^Objectif 3\.3 — .+ : 2,00 \/ 4$/);

  // The breakdown by chapter opens from the keyboard; its summary is a 44 px target.
  const summary = panel.getByText('Résultats par chapitre');
  const box = await summary.boundingBox();
  expect(box?.height, `résumé de ${box?.height} px`).toBeGreaterThanOrEqual(44);
  await summary.focus();
  await page.keyboard.press('Enter');
  await panel
    .getByRole('list', { name: 'Résultats par chapitre' })
    .getByText('Chapitre 2 — Les professionnels')
    .waitFor();
  expect(await seriousAxeFindings(page)).toStrictEqual([]);

  // Review of ADR 043, item a: on the establishment's home, its HAS questionnaires read as one — which form and date,
  // which five are missing — and the preparation pack downloads from the panel (item d).
  await page.goto('/');
  const reading = page.getByRole('region', { name: 'Lecture HAS de l’établissement' });
  await reading.waitFor();
  await reading.getByText('Simulation — ce n’est pas un résultat officiel de la HAS.').waitFor();
  const combined = reading.getByLabel('Les deux dimensions de l’échelle qualité');
  await combined.getByText('3,40 / 4').waitFor();
  await combined.getByText('0 / 1 (0 %)').waitFor();
  await expect(reading.getByRole('list', { name: 'Questionnaires réunis' })).toHaveText(
    new RegExp(`^${FORM_NAME} — terminé le `),
  );
  await expect(reading.getByRole('list', { name: 'Questionnaires HAS manquants' }).getByRole('listitem')).toHaveCount(
    5,
  );
  const packLink = reading.getByRole('link', { name: 'Télécharger le dossier de préparation (PDF)' });
  const linkBox = await packLink.boundingBox();
  expect(linkBox?.height, `bouton de ${linkBox?.height} px`).toBeGreaterThanOrEqual(44);
  const [pack] = await Promise.all([page.waitForEvent('download'), packLink.click()]);
  expect(pack.suggestedFilename()).toMatch(/^preparation-evaluation-has-.+\.pdf$/);
  expect(
    readFileSync((await pack.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(await seriousAxeFindings(page)).toStrictEqual([]);
});

async function labelOf(page: Page, evaluationId: string, key: string): Promise<string> {
  const detail = await api<{ questions: Array<{ key: string; label: string }> }>(
    page,
    'GET',
    `/evaluations/${evaluationId}`,
  );
  return detail.questions.find((question) => question.key === key)!.label;
}
