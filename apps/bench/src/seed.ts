import type { Database } from '../../api/src/db/client.ts';
import { BENCH_DIRECTOR, seedFeatures } from './seed-features.ts';
import { run, type SeedDb } from './seed-run.ts';

/**
 * The bench's data set (issue 13): at scale 1, 200 clients (2 legal entities
 * each), 10,000 establishments (2 effective members each), 50,000 users,
 * 5,000 completed evaluations of 100 questions (500,000 answers) and 20,000
 * actions. Rows are numbered and their ids derived from the number, so a run
 * seeds 1/10 first, measures, then tops up to the full size by inserting the
 * numbers in between; every insert is one INSERT … SELECT generate_series.
 *
 * One establishment, the "bench establishment" (number 1), is where the
 * per-establishment figures are taken: it holds one action in ten (2,000 at
 * full size), a completed 100-question evaluation, a completed 150-question
 * one and one in progress whose answers the save figure writes.
 *
 * One client, the "group client" (number 1, the bench establishment's), holds
 * one establishment in fifty (200 at full size, 20 at 1/10; issue 17: « at 200
 * establishments the group view answers within the bench's list targets »);
 * the others share the rest (about 49 each). Its CLIENT_MASTER is signed in
 * for the group view.
 *
 * What this turn's features store (obligations, events, surveys, questions given out) and the director whose
 * « Mes tâches » is measured: seed-features.ts (issue 33 item 3), seeded with each range.
 */
export const FULL = {
  clients: 200,
  establishments: 10_000,
  users: 50_000,
  evaluations: 5_000,
  actions: 20_000,
} as const;

export type Counts = { [K in keyof typeof FULL]: number };

export function countsAt(scale: number): Counts {
  const at = (full: number) => Math.max(2, Math.round(full * scale));
  return {
    clients: at(FULL.clients),
    establishments: at(FULL.establishments),
    users: at(FULL.users),
    evaluations: at(FULL.evaluations),
    actions: at(FULL.actions),
  };
}

export const BENCH = {
  adminEmail: 'admin@bench.qualite-conformite.test',
  adminId: 'bench-admin',
  managerEmail: 'responsable@bench.qualite-conformite.test',
  managerId: 'bench-manager',
  establishmentId: id('est', 1),
  clientId: id('client', 1),
  completedEvaluationId: id('eval', 1),
  largeEvaluationId: 'bench-eval-150',
  savingEvaluationId: 'bench-eval-saving',
  form100Id: 'bench-form-100',
  form150Id: 'bench-form-150',
} as const;

/** The id of row `n` of a kind: the SQL below builds the same with format(). */
export function id(kind: string, n: number): string {
  return `bench-${kind}-${String(n).padStart(6, '0')}`;
}
const sqlId = (kind: string, expression: string) => `format('bench-${kind}-%s', lpad((${expression})::text, 6, '0'))`;

/** One establishment in this many belongs to the group client (BENCH.clientId). */
export const GROUP_CLIENT_EVERY = 50;

const CITIES = ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Lille', 'Rennes', 'Bordeaux', 'Nice', 'Dijon'];
const WORDS = ['Lutins', 'Colibris', 'Papillons', 'Coccinelles', 'Écureuils', 'Hiboux', 'Mésanges', 'Grillons'];
const CATEGORIES = ['MICRO_CRECHE', 'PETITE_CRECHE', 'CRECHE', 'GRANDE_CRECHE', 'TRES_GRANDE_CRECHE'];
const arrayLiteral = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/** The forms the evaluations answer, the bench's ADMIN: inserted once, before any range. */
async function seedFixed(db: SeedDb): Promise<void> {
  await run(
    db,
    `insert into "user" (id, name, email, email_verified, first_name, last_name, roles)
     values ('${BENCH.adminId}', 'Admin Banc', '${BENCH.adminEmail}', true, 'Admin', 'Banc', '{ADMIN}')`,
  );
  await run(
    db,
    `insert into categories (id, client_id, name, kind, position, status)
     values ('bench-category', null, 'Banc d''essai', 'CONFORMITY', 999, 'ACTIVE')`,
  );
  for (const [formId, questionCount] of [
    [BENCH.form100Id, 100],
    [BENCH.form150Id, 150],
  ] as const) {
    await run(
      db,
      `insert into forms (id, client_id, category_id, name, description, kind, status, version, position)
       values ('${formId}', null, 'bench-category', 'Banc : ${questionCount} questions',
               'Questionnaire du banc de mesure', 'CONFORMITY', 'ACTIVE', 1, ${questionCount})`,
    );
    await run(db, `insert into form_versions (form_id, version) values ('${formId}', 1)`);
    // Labels and help of realistic length: the PDF lays out what real questions hold.
    await run(
      db,
      `insert into questions (id, form_id, version, key, position, label, help_text, reference, type, weight,
                              is_critical, conforming_answer)
       select '${formId}-q' || g, '${formId}', 1, 'q' || lpad(g::text, 3, '0'), g,
              'Question ' || g || ' : l''établissement dispose-t-il d''un protocole écrit, connu de l''équipe et affiché, ' ||
              'pour la situation numéro ' || g || ' décrite dans le référentiel ?',
              'Vérifier la présence du document, sa date de mise à jour et sa diffusion auprès des professionnels.',
              'art. R2324-' || (30 + g % 20), 'BOOLEAN', 1 + (g % 3), g % 10 = 0, true
       from generate_series(1, ${questionCount}) g`,
    );
  }
}

/**
 * Inserts the rows numbered in (from, to] of each kind; `to` is the target scale's counts. Answers the
 * milliseconds spent per table (and on `vacuum`).
 */
export async function seedRange(database: Database, from: Counts | null, to: Counts): Promise<Map<string, number>> {
  const db: SeedDb = { db: database, timings: new Map() };
  if (!from) await seedFixed(db);
  const lo = from ?? { clients: 0, establishments: 0, users: 0, evaluations: 0, actions: 0 };
  // Establishment g: the group client's when g % 50 = 1, else spread over the other clients.
  const clientOf = `case when g % ${GROUP_CLIENT_EVERY} = 1 then 1 else ((g - 1) % ${to.clients - 1}) + 2 end`;
  await run(
    db,
    `insert into clients (id, name, email, phone)
     select ${sqlId('client', 'g')}, 'Client ' || lpad(g::text, 4, '0'), 'client' || g || '@bench.qualite-conformite.test', '0102030405'
     from generate_series(${lo.clients + 1}, ${to.clients}) g`,
  );
  if (!from) {
    await run(
      db,
      `insert into "user" (id, name, email, email_verified, first_name, last_name, roles, client_id)
       values ('${BENCH.managerId}', 'Responsable Qualité', '${BENCH.managerEmail}', true, 'Responsable', 'Qualité',
               '{CLIENT_MASTER}', '${BENCH.clientId}')`,
    );
  }
  // Two legal entities per client: 2c - 1 and 2c.
  await run(
    db,
    `insert into legal_entities (id, client_id, name, address_line, city, postal_code, email, siren, management_type)
     select ${sqlId('le', 'g')}, ${sqlId('client', '(g + 1) / 2')}, 'Entité ' || lpad(g::text, 5, '0'),
            g || ' avenue de la République', (${arrayLiteral(CITIES)})[1 + g % 10], '75011',
            'entite' || g || '@bench.qualite-conformite.test', '123456782', 'ASSOCIATION'
     from generate_series(${2 * lo.clients + 1}, ${2 * to.clients}) g`,
  );
  await run(
    db,
    `insert into establishments (id, client_id, legal_entity_id, name, address, phone_number, postal_code, city, siret,
                                 raison_sociale_of_the_manager, modality_of_tarification, category, capacity, created_at)
     select ${sqlId('est', 'g')}, ${sqlId('client', clientOf)}, ${sqlId('le', `2 * (${clientOf}) - g % 2`)},
            'Crèche ' || (${arrayLiteral(WORDS)})[1 + g % 8] || ' ' || g, g || ' rue des Écoles', '0102030405', '75011',
            (${arrayLiteral(CITIES)})[1 + g % 10], '12345678200010', 'Association', 'PSU',
            (${arrayLiteral(CATEGORIES)})[1 + g % 5], 10 + g % 60, now() - (g % 1000) * interval '1 hour'
     from generate_series(${lo.establishments + 1}, ${to.establishments}) g`,
  );
  const establishmentOf = `((g - 1) % ${to.establishments}) + 1`;
  await run(
    db,
    `insert into "user" (id, name, email, email_verified, first_name, last_name, roles, client_id, establishment_id, created_at)
     select ${sqlId('user', 'g')}, 'Prénom' || g || ' Nom' || g, 'utilisateur' || g || '@bench.qualite-conformite.test', true,
            'Prénom' || g, 'Nom' || g, case when g % 5 = 0 then '{DIRECTOR}'::text[] else '{COLLABORATOR}'::text[] end,
            e.client_id, e.id, now() - (g % 1000) * interval '1 minute'
     from generate_series(${lo.users + 1}, ${to.users}) g
     join establishments e on e.id = ${sqlId('est', establishmentOf)}`,
  );
  // Two effective members per establishment, each linked to it.
  await run(
    db,
    `insert into effective_members (id, client_id, first_name, last_name, role)
     select ${sqlId('member', 'g')}, e.client_id, 'Membre' || g, 'Nom' || lpad(g::text, 6, '0'),
            case when g % 2 = 0 then 'DIRECTOR' else 'HEALTH_REFERENT' end
     from generate_series(${2 * lo.establishments + 1}, ${2 * to.establishments}) g
     join establishments e on e.id = ${sqlId('est', '(g + 1) / 2')}`,
  );
  await run(
    db,
    `insert into establishment_members (id, establishment_id, effective_member_id)
     select ${sqlId('link', 'g')}, ${sqlId('est', '(g + 1) / 2')}, ${sqlId('member', 'g')}
     from generate_series(${2 * lo.establishments + 1}, ${2 * to.establishments}) g`,
  );
  // Completed evaluations, one per establishment from the first on; one answer in seven is « non ».
  await run(
    db,
    `insert into evaluations (id, establishment_id, form_id, form_version, status, started_at, completed_at, completed_by_id, result)
     select ${sqlId('eval', 'g')}, ${sqlId('est', establishmentOf)}, '${BENCH.form100Id}', 1, 'COMPLETED',
            now() - (g % 700 + 10) * interval '1 day', now() - (g % 700) * interval '1 day', '${BENCH.adminId}',
            '{"score": 86, "conformityRate": 86, "answered": 100, "notApplicable": 0, "total": 100, "criticalNonConformities": 1, "missingMandatoryDocuments": 0}'::jsonb
     from generate_series(${lo.evaluations + 1}, ${to.evaluations}) g`,
  );
  await run(
    db,
    `insert into answers (id, evaluation_id, question_key, value, comment, answered_by_id, answered_at)
     select ${sqlId('eval', 'g')} || '-' || q, ${sqlId('eval', 'g')}, 'q' || lpad(q::text, 3, '0'), to_jsonb(q % 7 <> 0),
            case when q % 7 = 0 then 'Protocole à mettre à jour : dernière version de ' || (2015 + q % 8) || '.' end,
            '${BENCH.adminId}', now() - (g % 700 + 10) * interval '1 day'
     from generate_series(${lo.evaluations + 1}, ${to.evaluations}) g, generate_series(1, 100) q`,
  );
  // One action in ten on the bench establishment, its director's (seed-features.ts), the others spread over all.
  await run(
    db,
    `insert into actions (id, establishment_id, form_id, question_key, title, description, due_date, priority, status,
                          progress, created_by_id, created_at, responsible_id)
     select ${sqlId('action', 'g')},
            case when g % 10 = 0 then '${BENCH.establishmentId}' else ${sqlId('est', establishmentOf)} end,
            '${BENCH.form100Id}', 'q' || lpad((1 + g % 100)::text, 3, '0'),
            'Mettre à jour le protocole ' || g, 'Relire le protocole avec l''équipe et l''afficher.',
            current_date + (g % 120 - 30), (array['LOW','MEDIUM','HIGH','CRITICAL'])[1 + g % 4],
            (array['TODO','IN_PROGRESS','DONE','CANCELLED'])[1 + g % 4], (g % 4) * 25, '${BENCH.adminId}',
            now() - (g % 500) * interval '1 hour', case when g % 10 = 0 then '${BENCH_DIRECTOR.memberId}' end
     from generate_series(${lo.actions + 1}, ${to.actions}) g`,
  );
  if (!from) await seedBenchEstablishment(db);
  await seedFeatures(db, { from: lo.establishments, to: to.establishments }, !from);
  // What autovacuum would do after a bulk load: the planner sees the real sizes, and the visibility
  // map lets a page's ids come from an index alone (ADR 031), as they do once autovacuum has run.
  await run(db, 'vacuum analyze');
  return db.timings;
}

/** The 150-question evaluation (completed) and the one in progress the answer save writes. */
async function seedBenchEstablishment(db: SeedDb): Promise<void> {
  await run(
    db,
    `insert into evaluations (id, establishment_id, form_id, form_version, status, started_at, completed_at, completed_by_id, result)
     values ('${BENCH.largeEvaluationId}', '${BENCH.establishmentId}', '${BENCH.form150Id}', 1, 'COMPLETED',
             now() - interval '20 days', now() - interval '19 days', '${BENCH.adminId}',
             '{"score": 86, "conformityRate": 86, "answered": 150, "notApplicable": 0, "total": 150, "criticalNonConformities": 2, "missingMandatoryDocuments": 0}'::jsonb),
            ('${BENCH.savingEvaluationId}', '${BENCH.establishmentId}', '${BENCH.form100Id}', 1, 'IN_PROGRESS',
             now() - interval '1 day', null, null, null)`,
  );
  for (const [evaluationId, count] of [
    [BENCH.largeEvaluationId, 150],
    [BENCH.savingEvaluationId, 100],
  ] as const) {
    await run(
      db,
      `insert into answers (id, evaluation_id, question_key, value, comment, answered_by_id)
       select '${evaluationId}-' || q, '${evaluationId}', 'q' || lpad(q::text, 3, '0'), to_jsonb(q % 7 <> 0),
              case when q % 7 = 0 then 'Protocole à mettre à jour avant la prochaine visite de la PMI.' end, '${BENCH.adminId}'
       from generate_series(1, ${count}) q`,
    );
  }
}
