import { readFileSync } from 'node:fs';
import { api } from '../api-calls.ts';
import { evaluationInProgress, questions, startBlank, waitSaved } from '../evaluation-form.ts';
import { pdfText } from '../pdf-text.ts';
import { expect, test } from '../fixtures.ts';
import { expectToast, selectedEstablishment } from '../helpers.ts';

// Issue 26, « Done when » for its e2e: forms of the default library whose questions carry `appliesWhen`.
const PREMISES_FORM = 'Locaux, aménagement et équipements';
const OUTINGS_FORM = 'Règles propres aux établissements de plus de 12 places';
const PREMISES_NOTICE =
  'Ne s’applique pas à cet établissement : la surface de 7 m² par place vaut pour les établissements d’accueil collectif dont l’autorisation a été demandée à partir du 1er septembre 2022, hors zone très densément peuplée';
const OUTINGS_NOTICE = 'Ne s’applique pas à cet établissement : l’établissement n’organise pas de sorties';

type Establishment = { id: string; practices: string[] | null } & Record<string, unknown>;

test('Profil réglementaire : une crèche autorisée en 2019 qui ne sort jamais voit les sorties et les 7 m² « Ne s’applique pas », termine sans eux et son PDF le dit', async ({
  directorPage: page,
}) => {
  const { id } = await selectedEstablishment(page);
  const before = await api<Establishment>(page, 'GET', `/establishments/${id}`);
  try {
    // The director says on her establishment's page that it never goes out (the demo crèche, authorised in 2019).
    await page.goto(`/admins/establishments/${id}/edit`);
    const profile = page.getByRole('form', { name: 'Profil réglementaire' });
    await profile.waitFor();
    await expect(profile.getByLabel('Date de la demande d’autorisation')).toHaveValue('2019-03-15');
    const outings = profile.getByRole('checkbox', { name: 'Sorties hors de l’établissement' });
    if ((await outings.getAttribute('aria-checked')) === 'true') await outings.click();
    await profile.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expectToast(page, 'Profil réglementaire enregistré.');

    // The outings question of the staffing rules is greyed with its reason, nothing to answer.
    await startBlank(page, OUTINGS_FORM);
    const outingsCard = questions(page).filter({ hasText: 'Pendant les sorties hors de l’établissement' });
    await outingsCard.getByText(OUTINGS_NOTICE).waitFor();
    await expect(outingsCard.getByRole('radio')).toHaveCount(0);
    await page.getByText(/Applicabilité figée le .* selon le profil de l’établissement/).waitFor();
    const started = await evaluationInProgress(page, OUTINGS_FORM);
    await api(page, 'DELETE', `/evaluations/${started.id}`);

    // The premises form: the 7 m² impératif is set aside (and, in library 2026.11.3, the other rules for crèches
    // authorised from September 2022); the questions that apply answered, it finishes.
    await startBlank(page, PREMISES_FORM);
    const premisesCard = questions(page).filter({ hasText: '7 m² par place' });
    await premisesCard.getByText(PREMISES_NOTICE).waitFor();
    const applicable = questions(page).and(page.locator(':not([data-applies="false"])'));
    const count = await applicable.count();
    const setAside = (await questions(page).count()) - count;
    expect(count, `${count} / ${setAside}`).toBeGreaterThanOrEqual(3);
    expect(setAside, `${count} / ${setAside}`).toBeGreaterThanOrEqual(1);
    await page.getByText(`0 / ${count}`).waitFor();
    for (let index = 0; index < count; index += 1) {
      await applicable.nth(index).getByRole('radio', { name: 'Oui', exact: true }).click();
    }
    await waitSaved(page);
    await page.getByText(`${count} / ${count}`).waitFor();
    await page.getByRole('button', { name: 'Terminer', exact: true }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Terminer et figer' }).click();
    await expectToast(page, 'Auto-évaluation terminée.');
    await page.getByRole('heading', { name: 'Résultat' }).waitFor();
    await page.getByText(PREMISES_NOTICE).waitFor();

    // The report says it too, with when the applicability was frozen.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('link', { name: 'Télécharger le rapport PDF' }).click(),
    ]);
    const text = pdfText(readFileSync((await download.path())!));
    expect(text).toContain(PREMISES_NOTICE);
    expect(text).toContain('Non applicable');
    expect(text).toMatch(
      new RegExp(
        `Applicabilité figée le .* selon le profil de l’établissement : ${setAside} questions? ne s’appliquen?t? pas`,
      ),
    );
  } finally {
    // The demo crèche goes out again for the other tests.
    const fields = ['structureType', 'capacity', 'category', 'authorisationRequestedOn', 'premisesProjectOn'] as const;
    const others = ['managerType', 'denseZone', 'essmsSector', 'residential'] as const;
    await api(page, 'PUT', `/establishments/${id}/profile`, {
      ...Object.fromEntries([...fields, ...others].map((field) => [field, before[field]])),
      practices: before.practices ?? [],
    });
  }
});
