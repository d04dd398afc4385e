import { actions } from '../../src/db/schema-action-plans.ts';
import { answers } from '../../src/db/schema-evaluations.ts';
import { categories, forms, questions } from '../../src/db/schema-questionnaires.ts';
import type { TestContext } from './app.ts';
import { openTenantsContext } from './context.ts';
import type { Database } from '../../src/db/client.ts';
import { daysAgo, insertEvaluation, parisDay } from './evaluation-rows.ts';

/**
 * Issue 17 item 5: the board report's known data set (board-report-*.test.ts) — two forms of the shared
 * library evaluated at A1, A2 and B1 over a year, with action plans — and how its files are read back.
 */

export async function download(t: TestContext, url: string, cookie: string) {
  const response = await t.app.request(url, { headers: { cookie } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** A completed evaluation with its answers (question key → value). */
async function completed(
  db: Database,
  establishmentId: string,
  formId: string,
  at: Date,
  score: number,
  conformityRate: number,
  values: Record<string, boolean>,
) {
  const row = await insertEvaluation(db, { establishmentId, formId, status: 'COMPLETED', at, score, conformityRate });
  const entries = Object.entries(values);
  if (entries.length > 0) {
    await db
      .insert(answers)
      .values(entries.map(([questionKey, value]) => ({ evaluationId: row.id, questionKey, value })));
  }
  return row;
}

export async function openBoardReportContext() {
  const { t, tenants, cookies } = await openTenantsContext();
  const { establishmentA1: a1, establishmentA2: a2, establishmentB1: b1 } = tenants;
  const [category] = await t.db
    .insert(categories)
    .values({ clientId: null, name: 'Sécurité des enfants', kind: 'CONFORMITY', position: 1 })
    .returning();
  const [security] = await t.db
    .insert(forms)
    .values({ name: 'Sécurité et locaux', kind: 'CONFORMITY', version: 1, categoryId: category!.id, clientId: null })
    .returning();
  const [welcome] = await t.db
    .insert(forms)
    .values({ name: 'Accueil des familles', kind: 'QUALITY', version: 1, categoryId: null, clientId: null })
    .returning();
  const boolean = { type: 'BOOLEAN', conformingAnswer: true, version: 1 } as const;
  await t.db.insert(questions).values([
    {
      ...boolean,
      formId: security!.id,
      key: 'exits',
      position: 1,
      label: 'Les issues de secours sont dégagées ?',
      isCritical: true,
      reference: 'CSP art. R2324-28',
    },
    { ...boolean, formId: security!.id, key: 'plan', position: 2, label: 'Le plan de mise en sûreté est affiché ?' },
    { ...boolean, formId: welcome!.id, key: 'booklet', position: 1, label: 'Le livret d’accueil est remis ?' },
  ]);
  // A1: security 50 long before the period, then 80 (an impératif failed); welcome 100.
  await completed(t.db, a1.id, security!.id, daysAgo(400), 50, 50, { exits: true, plan: false });
  await completed(t.db, a1.id, security!.id, daysAgo(30), 80, 50, { exits: false, plan: true });
  await completed(t.db, a1.id, welcome!.id, daysAgo(20), 100, 100, { booklet: true });
  // A2: security 60, then 40 with both questions failed.
  await completed(t.db, a2.id, security!.id, daysAgo(60), 60, 50, { exits: true, plan: false });
  await completed(t.db, a2.id, security!.id, daysAgo(10), 40, 0, { exits: false, plan: false });
  // Another client's site: never in client A's report.
  await completed(t.db, b1.id, security!.id, daysAgo(5), 0, 0, { exits: false, plan: false });
  await t.db.insert(actions).values([
    {
      establishmentId: a1.id,
      title: 'Dégager les issues',
      status: 'TODO',
      progress: 0,
      dueDate: parisDay(-1),
      priority: 'CRITICAL',
    },
    { establishmentId: a1.id, title: 'Afficher le plan', status: 'DONE', progress: 100, completedAt: daysAgo(3) },
    { establishmentId: a1.id, title: 'Abandonnée', status: 'CANCELLED', progress: 0 },
    { establishmentId: a2.id, title: 'Former l’équipe', status: 'IN_PROGRESS', progress: 50, dueDate: parisDay(30) },
    { establishmentId: b1.id, title: 'Action de B', status: 'TODO', progress: 0, dueDate: parisDay(-5) },
  ]);
  return { t, tenants, cookies };
}
