import { run, type SeedDb } from './seed-run.ts';

/**
 * Issue 33 item 3: what this turn's features store, beside the data set of seed.ts and numbered the same way
 * (ids from the row number, so the 1/10 run tops up to the full size). Per establishment at every scale:
 * - 3 recurring obligations, each with 4 occurrences (3 closed a year apart, the open one due within ±3 months,
 *   one in three late), its responsible the establishment's director member;
 * - 2 events of the incidents register (one in two closed, the others declared or being analysed);
 * - one closed survey (families or team) with 20 anonymous responses;
 * - one establishment in ten has an evaluation in progress whose 10 first questions are given to one of its
 *   users (6 to answer, 1 sent back, 3 handed in for review): the shared questions of « Mes tâches ».
 * At scale 6 (60,000 establishments): 180,000 obligations, 720,000 occurrences, 120,000 events, 60,000 surveys,
 * 1.2 million responses, 6,000 evaluations in progress and 60,000 assignments.
 *
 * The bench establishment's director (BENCH_DIRECTOR, the effective member 2 signed in as a user) is whose
 * « Mes tâches » the bench measures: besides her site's share above she holds its actions (seed.ts), one event in
 * fifty of the register (assigned to her when open), and an evaluation in progress of 150 questions of which 40
 * are given to her and 40 handed in for her review.
 */
export const BENCH_DIRECTOR = {
  id: 'bench-director',
  email: 'directrice@bench.qualite-conformite.test',
  memberId: 'bench-member-000002',
  sharedEvaluationId: 'bench-eval-shared',
} as const;

/** Wider than seed.ts's six digits: lpad cuts longer numbers, and occurrences and responses pass a million. */
const sqlId = (kind: string, expression: string) => `format('bench-${kind}-%s', lpad((${expression})::text, 8, '0'))`;
const estId = (expression: string) => `format('bench-est-%s', lpad((${expression})::text, 6, '0'))`;
const BENCH_EST = estId('1');

const OBLIGATIONS = ['Contrôle des extincteurs', 'Vérification des installations électriques', 'Exercice d’évacuation'];
const INCIDENT_KINDS = ['CHILD_ACCIDENT', 'INCIDENT', 'NEAR_MISS', 'DYSFUNCTION', 'FAMILY_COMPLAINT', 'OTHER'];
const SURVEY_QUESTIONS = JSON.stringify(
  ['L’accueil du matin', 'Les transmissions', 'Les repas', 'Les activités', 'L’écoute de l’équipe'].map(
    (label, index) => ({
      key: `s${index + 1}`,
      type: 'SCALE',
      label,
      theme: 'PARENTS',
    }),
  ),
).replaceAll("'", "''");
const literal = (values: string[]) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`;

type Establishments = { from: number; to: number };

/** The bench director (once, before the establishments' rows name her). */
export async function seedBenchDirector(db: SeedDb): Promise<void> {
  await run(
    db,
    `insert into "user" (id, name, email, email_verified, first_name, last_name, roles, client_id, establishment_id)
     select '${BENCH_DIRECTOR.id}', 'Directrice Banc', '${BENCH_DIRECTOR.email}', true, 'Directrice', 'Banc',
            '{DIRECTOR}', e.client_id, e.id
     from establishments e where e.id = ${BENCH_EST}`,
  );
  await run(
    db,
    `update effective_members set user_id = '${BENCH_DIRECTOR.id}' where id = '${BENCH_DIRECTOR.memberId}'`,
  );
}

/** The rows of establishments (from, to] (counts of the previous and the target scale). */
export async function seedFeatures(db: SeedDb, { from, to }: Establishments, first: boolean): Promise<void> {
  if (first) await seedBenchDirector(db);
  await run(
    db,
    `insert into obligations (id, client_id, establishment_id, title, reference, period_months, notice_days, created_at)
     select ${sqlId('obligation', 'g')}, e.client_id, e.id, (${literal(OBLIGATIONS)})[1 + g % 3],
            'Arrêté du 25 juin 1980, art. ' || (10 + g % 3), 12, 30, now() - interval '3 years'
     from generate_series(${3 * from + 1}, ${3 * to}) g join establishments e on e.id = ${estId('(g + 2) / 3')}`,
  );
  // Occurrence k = 0…3 of obligation o: the three first closed, a year apart; the last open.
  await run(
    db,
    `insert into obligation_occurrences (id, obligation_id, establishment_id, due_date, responsible_id, closed_on,
                                         closed_at, closed_by_id, explanation)
     select ${sqlId('occurrence', 'g')}, ${sqlId('obligation', '(g + 3) / 4')}, ${estId('(g + 11) / 12')},
            case when k < 3 then current_date - (3 - k) * 365 - g % 60 else current_date + (g % 180 - 60) end,
            format('bench-member-%s', lpad((2 * ((g + 11) / 12))::text, 6, '0')),
            case when k < 3 then current_date - (3 - k) * 365 - g % 60 end,
            case when k < 3 then now() - ((3 - k) * 365 + g % 60) * interval '1 day' end,
            case when k < 3 then 'bench-admin' end,
            case when k < 3 then 'Contrôle fait, rapport classé au registre de sécurité.' end
     from generate_series(${12 * from + 1}, ${12 * to}) g, lateral (select (g - 1) % 4 as k) position`,
  );
  // One event in fifty at the bench establishment, its open ones given to its director; the others at their site.
  await run(
    db,
    `insert into incidents (id, client_id, establishment_id, kind, occurred_at, place, description, severity,
                            hospitalisation, declared_by_id, declared_at, state, closed_at, assignee_id, assigned_at)
     select ${sqlId('incident', 'g')}, e.client_id, e.id, (${literal(INCIDENT_KINDS)})[1 + g % 6],
            now() - (g % 365) * interval '1 day', 'Salle de vie',
            'Chute d''un enfant dans la salle de vie, sans perte de connaissance ; parents prévenus à 17 h.',
            1 + g % 4, g % 17 = 0, 'bench-admin', now() - (g % 365) * interval '1 day' + interval '1 hour',
            (array['CLOSED','CLOSED','ANALYSING','DECLARED'])[1 + g % 4],
            case when g % 4 < 2 then now() - (g % 365) * interval '1 day' + interval '10 days' end,
            case when g % 50 = 0 and g % 4 >= 2 then '${BENCH_DIRECTOR.id}' end,
            case when g % 50 = 0 and g % 4 >= 2 then now() - (g % 365) * interval '1 day' + interval '2 hours' end
     from generate_series(${2 * from + 1}, ${2 * to}) g
     join establishments e on e.id = case when g % 50 = 0 then ${BENCH_EST} else ${estId('(g + 1) / 2')} end`,
  );
  await run(
    db,
    `insert into surveys (id, client_id, establishment_id, audience, title, questions, state, closes_on, opened_at,
                          closed_at, code_count, created_by_id)
     select ${sqlId('survey', 'g')}, e.client_id, e.id, case when g % 2 = 0 then 'PARENTS' else 'STAFF' end,
            'Enquête de satisfaction ' || (2025 + g % 2), '${SURVEY_QUESTIONS}'::jsonb, 'CLOSED',
            current_date - 30 - g % 200, now() - (60 + g % 200) * interval '1 day',
            now() - (30 + g % 200) * interval '1 day', 25, 'bench-admin'
     from generate_series(${from + 1}, ${to}) g join establishments e on e.id = ${estId('g')}`,
  );
  await run(
    db,
    `insert into survey_responses (id, survey_id, choices)
     select ${sqlId('response', 'g')}, ${sqlId('survey', '(g + 19) / 20')},
            jsonb_build_object('s1', (array['Pas du tout','Plutôt pas','Plutôt','Tout à fait'])[1 + g % 4],
                               's2', (array['Plutôt','Tout à fait'])[1 + g % 2], 's3', 'Tout à fait',
                               's4', (array['Plutôt pas','Plutôt','Tout à fait'])[1 + g % 3], 's5', 'Plutôt')
     from generate_series(${20 * from + 1}, ${20 * to}) g`,
  );
  await seedSharedQuestions(db, { from, to }, first);
}

/** Evaluations in progress with questions given out: one establishment in ten, and the bench establishment's. */
async function seedSharedQuestions(db: SeedDb, { from, to }: Establishments, first: boolean): Promise<void> {
  const lo = Math.floor(from / 10);
  const hi = Math.floor(to / 10);
  await run(
    db,
    `insert into evaluations (id, establishment_id, form_id, form_version, status, started_at)
     select ${sqlId('progress', 'n')}, ${estId('10 * n')}, 'bench-form-100', 1, 'IN_PROGRESS',
            now() - (n % 30) * interval '1 day'
     from generate_series(${lo + 1}, ${hi}) n`,
  );
  // Question q (1…10) of evaluation n, given to the establishment's first user (by id).
  await run(
    db,
    `insert into evaluation_assignments (id, evaluation_id, question_key, assignee_id, status, assigned_by_id)
     select ${sqlId('assignment', 'g')}, ${sqlId('progress', '(g + 9) / 10')},
            'q' || lpad((1 + (g - 1) % 10)::text, 3, '0'), u.id,
            case when (g - 1) % 10 < 6 then 'ASSIGNED' when (g - 1) % 10 = 6 then 'SENT_BACK' else 'READY_FOR_REVIEW' end,
            'bench-admin'
     from generate_series(${10 * lo + 1}, ${10 * hi}) g
     cross join lateral (select id from "user" where establishment_id = ${estId('10 * ((g + 9) / 10)')}
                         order by id limit 1) u`,
  );
  if (!first) return;
  await run(
    db,
    `insert into evaluations (id, establishment_id, form_id, form_version, status, started_at, started_by_id)
     values ('${BENCH_DIRECTOR.sharedEvaluationId}', ${BENCH_EST}, 'bench-form-150', 1, 'IN_PROGRESS',
             now() - interval '3 days', '${BENCH_DIRECTOR.id}')`,
  );
  // Questions 1…40 hers to answer (one in five sent back), 41…80 handed in by a collaborator for her review.
  await run(
    db,
    `insert into evaluation_assignments (id, evaluation_id, question_key, assignee_id, status, assigned_by_id)
     select '${BENCH_DIRECTOR.sharedEvaluationId}-' || q, '${BENCH_DIRECTOR.sharedEvaluationId}',
            'q' || lpad(q::text, 3, '0'), case when q <= 40 then '${BENCH_DIRECTOR.id}' else 'bench-user-000001' end,
            case when q > 40 then 'READY_FOR_REVIEW' when q % 5 = 0 then 'SENT_BACK' else 'ASSIGNED' end,
            '${BENCH_DIRECTOR.id}'
     from generate_series(1, 80) q`,
  );
}
