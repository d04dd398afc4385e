import { api } from '../api-calls.ts';
import { expect, test } from '../fixtures.ts';
import { selectedEstablishment } from '../helpers.ts';

// The demo seed (apps/api/src/seed/demo-evaluations.ts): the staffing form completed twice, four months apart.
const STAFFING = 'Effectifs et taux d’encadrement';

type Completed = { formName: string; completedAt: string; result: { score: number | null } };

const formatScore = (score: number | null) =>
  score === null
    ? '—'
    : `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(score)} / 100`;
const formatDate = (value: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(new Date(value));

test('Accueil : la directrice voit l’évolution des scores du questionnaire des effectifs, avec ses deux auto-évaluations', async ({
  directorPage: page,
}) => {
  await page.getByTestId('establishment-card').getByRole('heading', { name: 'Crèche Les Lucioles' }).waitFor();
  const establishment = await selectedEstablishment(page);

  // What the API holds, oldest first: the figures the panel must write out.
  const completed = await api<{ items: Completed[] }>(
    page,
    'GET',
    `/evaluations?establishmentId=${establishment.id}&status=COMPLETED&pageSize=200`,
  );
  const staffing = completed.items
    .filter((item) => item.formName === STAFFING)
    .sort((a, b) => a.completedAt.localeCompare(b.completedAt));
  expect(staffing.length, 'la démo a deux auto-évaluations terminées des effectifs').toBe(2);
  expect(formatScore(staffing[0]!.result.score)).not.toBe(formatScore(staffing[1]!.result.score));

  const panel = page.getByRole('figure').filter({ has: page.getByRole('list', { name: 'Légende de l’évolution' }) });
  await page.getByRole('heading', { name: 'Évolution', exact: true }).waitFor();
  await panel
    .getByRole('listitem')
    .filter({ hasText: STAFFING })
    .filter({ hasText: `2 auto-évaluations, dernier score ${formatScore(staffing[1]!.result.score)}` })
    .waitFor();
  // The chart is drawn: the staffing form has a line through its two points.
  await panel.locator(`svg g[data-form="${STAFFING}"] polyline`).waitFor();

  // The values are written out for screen readers, in a table a click shows to everyone.
  const table = page.getByRole('table', { name: /Scores des auto-évaluations terminées/ });
  const shownWidth = async () => (await table.locator('xpath=..').boundingBox())?.width ?? 0;
  await expect.poll(shownWidth, 'le tableau est d’abord réservé aux lecteurs d’écran').toBeLessThanOrEqual(1);
  const toggle = page.getByRole('button', { name: 'Afficher le tableau des scores' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByRole('button', { name: 'Masquer le tableau des scores', expanded: true }).waitFor();
  await expect.poll(shownWidth, 'le tableau est affiché').toBeGreaterThan(200);
  const rows = table.getByRole('row').filter({ hasText: STAFFING });
  await expect(rows).toHaveCount(2);
  for (const [index, evaluation] of staffing.entries()) {
    const cells = await rows.nth(index).getByRole('cell').allTextContents();
    expect(cells).toStrictEqual([formatDate(evaluation.completedAt), formatScore(evaluation.result.score)]);
  }
});
