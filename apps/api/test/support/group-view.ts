import { sql } from 'drizzle-orm';
import type { GroupView } from '@qc/shared/group/schemas';
import { agreements } from '../../src/db/schema.ts';
import { actions } from '../../src/db/schema-action-plans.ts';
import { answerEvidence, answers } from '../../src/db/schema-evaluations.ts';
import { categories, questions } from '../../src/db/schema-questionnaires.ts';
import type { TestContext } from './app.ts';
import { openTenantsContext, signInAll } from './context.ts';
import { daysAgo, insertEvaluation, insertForm, insertProof, parisDay } from './evaluation-rows.ts';
import { insertEstablishment, insertLegalEntity, insertMember, insertUser } from './fixtures.ts';

/**
 * Issue 17: the group view's known data set, shared by the group-view-*.test.ts files (each on its own
 * database): client A's three sites with their evaluations, proofs, actions and agreements, client B's one.
 */

export async function viewGroup(t: TestContext, cookie: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.request<GroupView>('GET', `/api/v1/group/establishments?${search}`, { cookie });
}

export const siteNames = (body: GroupView) => body.items.map((item) => item.establishment.name);

/**
 * A3 is a micro-crèche in Lyon under a second legal entity of A; `directorMulti` directs A1 and, through a
 * member link, A3. Every user is signed in (`cookies`).
 */
export async function openGroupViewContext() {
  const { t, tenants } = await openTenantsContext({ signIn: false });
  const db = t.db;
  // Client A gains a third site, micro-crèche in Lyon, under a second legal entity.
  const legalEntityA2 = await insertLegalEntity(db, tenants.clientA.id, 'Entité A bis');
  const inserted = await insertEstablishment(db, { id: legalEntityA2.id, clientId: tenants.clientA.id }, 'Crèche A3');
  await db.execute(sql`update establishments set city = 'Lyon', category = 'MICRO_CRECHE' where id = ${inserted.id}`);
  const a3 = inserted;
  const a1 = tenants.establishmentA1;

  const [conformity] = await db
    .insert(categories)
    .values({ clientId: tenants.clientA.id, name: 'Conformité A', kind: 'CONFORMITY', position: 1 })
    .returning();
  const [quality] = await db
    .insert(categories)
    .values({ clientId: null, name: 'Qualité partagée', kind: 'QUALITY', position: 2 })
    .returning();
  await db.insert(categories).values({ clientId: tenants.clientB.id, name: 'Catégorie B', kind: 'QUALITY' });
  const f1 = await insertForm(db, { name: 'F1', categoryId: conformity!.id, clientId: tenants.clientA.id });
  const f2 = await insertForm(db, { name: 'F2', categoryId: conformity!.id, clientId: tenants.clientA.id });
  const f3 = await insertForm(db, { name: 'F3', categoryId: quality!.id, clientId: null });
  const f4 = await insertForm(db, { name: 'F4', categoryId: null, clientId: null });
  const [plain, critical] = await db
    .insert(questions)
    .values([
      { formId: f1.id, version: 1, key: 'doc', position: 1, label: 'Doc', type: 'BOOLEAN', isDocumentRequired: true },
      {
        formId: f1.id,
        version: 1,
        key: 'doc-critical',
        position: 2,
        label: 'Doc impératif',
        type: 'BOOLEAN',
        isDocumentRequired: true,
        isCritical: true,
      },
    ])
    .returning();

  // A1: F1 twice (the latest counts), F2, F3 late in progress, F4 just started.
  await insertEvaluation(db, {
    establishmentId: a1.id,
    formId: f1.id,
    status: 'COMPLETED',
    at: daysAgo(200),
    score: 50,
    conformityRate: 40,
  });
  const f1Latest = await insertEvaluation(db, {
    establishmentId: a1.id,
    formId: f1.id,
    status: 'COMPLETED',
    at: daysAgo(10),
    score: 80,
    conformityRate: 75,
  });
  await insertEvaluation(db, {
    establishmentId: a1.id,
    formId: f2.id,
    status: 'COMPLETED',
    at: daysAgo(30),
    score: 60,
    conformityRate: 50,
  });
  await insertEvaluation(db, { establishmentId: a1.id, formId: f3.id, status: 'IN_PROGRESS', at: daysAgo(90) });
  await insertEvaluation(db, { establishmentId: a1.id, formId: f4.id, status: 'IN_PROGRESS', at: daysAgo(5) });
  // Its proofs: one valid 20 more days (expiring), the impératif's expired with a new one still expired (missing).
  const [answerPlain, answerCritical] = await db
    .insert(answers)
    .values([
      { evaluationId: f1Latest.id, questionKey: plain!.key, value: true },
      { evaluationId: f1Latest.id, questionKey: critical!.key, value: true },
    ])
    .returning();
  const expiring = await insertProof(db, a1, parisDay(20));
  const expired = await insertProof(db, a1, parisDay(-5));
  const expiredToo = await insertProof(db, a1, parisDay(-1));
  await db.insert(answerEvidence).values([
    { answerId: answerPlain!.id, documentId: expiring.id },
    { answerId: answerCritical!.id, documentId: expired.id },
    { answerId: answerCritical!.id, documentId: expiredToo.id },
  ]);
  await db.insert(actions).values([
    { establishmentId: a1.id, title: 'En retard', status: 'TODO', dueDate: parisDay(-1) },
    { establishmentId: a1.id, title: 'En cours', status: 'IN_PROGRESS', dueDate: parisDay(10) },
    { establishmentId: a1.id, title: 'Faite', status: 'DONE', dueDate: parisDay(-100) },
    { establishmentId: a1.id, title: 'Annulée', status: 'CANCELLED', dueDate: parisDay(-100) },
  ]);
  await db.insert(agreements).values([
    {
      establishmentId: a1.id,
      number: 'AGR-OLD',
      requestDate: '2020-01-01',
      agreementDate: '2020-02-01',
      status: 'INACTIVE',
    },
    {
      establishmentId: a1.id,
      number: 'AGR-1',
      requestDate: '2024-01-15',
      agreementDate: '2024-03-01',
      status: 'ACTIVE',
    },
  ]);

  // A3: F3 recent and perfect; F1 in progress for 61 days, its two mandatory documents lacking
  // (the impératif answered N/A still needs its document).
  await insertEvaluation(db, {
    establishmentId: a3.id,
    formId: f3.id,
    status: 'COMPLETED',
    at: daysAgo(5),
    score: 95,
    conformityRate: 100,
  });
  const f1Open = await insertEvaluation(db, {
    establishmentId: a3.id,
    formId: f1.id,
    status: 'IN_PROGRESS',
    at: daysAgo(61),
  });
  await db.insert(answers).values({ evaluationId: f1Open.id, questionKey: critical!.key, notApplicable: true });
  await db.insert(agreements).values({ establishmentId: a3.id, requestDate: '2026-01-10', status: 'INACTIVE' });

  // B1: what A's manager must never see.
  const b1 = tenants.establishmentB1;
  await insertEvaluation(db, {
    establishmentId: b1.id,
    formId: f3.id,
    status: 'COMPLETED',
    at: daysAgo(3),
    score: 10,
    conformityRate: 5,
  });
  await db
    .insert(actions)
    .values({ establishmentId: b1.id, title: 'B en retard', status: 'TODO', dueDate: parisDay(-3) });

  // A DIRECTOR of two sites of A (A1 through her own establishment, A3 through a member link).
  const directorMulti = await insertUser(db, {
    role: 'DIRECTOR',
    clientId: tenants.clientA.id,
    establishmentId: tenants.establishmentA1.id,
  });
  await insertMember(db, { clientId: tenants.clientA.id, userId: directorMulti.id, establishmentIds: [a3.id] });
  const cookies: Record<string, string> = await signInAll(t, { ...tenants.users, directorMulti });
  return { t, tenants, a3, legalEntityA2, cookies };
}
