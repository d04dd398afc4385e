/** Issue 33 item 1: the campaign day's form, its writers (a DIRECTOR each, signed in as a user is) and their evaluations. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client.ts';
import { id } from './seed.ts';
import { signIn, type RunningServer } from './server.ts';

export const CAMPAIGN_FORM_ID = 'bench-form-campaign';
export const campaignEvaluationId = (n: number) => id('campaign', n);
export const writerId = (n: number) => id('writer', n);
export const writerEmail = (n: number) => `redacteur${n}@bench.qualite-conformite.test`;

const SELECT_OPTIONS = [
  { label: 'Oui, à jour', score: 100 },
  { label: 'En partie', score: 50 },
  { label: 'Non', score: 0 },
];
const CHOICE_OPTIONS = [
  { label: 'Affiché', score: 40 },
  { label: 'Diffusé à l’équipe', score: 30 },
  { label: 'Signé par la direction', score: 30 },
];
const TYPES = ['BOOLEAN', 'SELECT', 'MULTIPLE_CHOICE', 'NOTATION'] as const;
/** 24 questions, the four types in turn. */
export const QUESTION_COUNT = 24;
const typeOf = (index: number) => TYPES[index % TYPES.length]!;
export const keyOf = (index: number) => `c${String(index + 1).padStart(2, '0')}`;

/** A value a user may give to question `index`, varying with `turn`. */
export function valueOf(index: number, turn: number): boolean | string | string[] | number {
  switch (typeOf(index)) {
    case 'BOOLEAN':
      return turn % 2 === 0;
    case 'SELECT':
      return SELECT_OPTIONS[turn % SELECT_OPTIONS.length]!.label;
    case 'MULTIPLE_CHOICE':
      return CHOICE_OPTIONS.slice(0, 1 + (turn % CHOICE_OPTIONS.length)).map((option) => option.label);
    case 'NOTATION':
      return 1 + (turn % 4);
  }
}

/** The campaign's form (once) and, for establishments 1…`writers`, a DIRECTOR and an evaluation in progress. */
export async function seedCampaign(db: Database, writers: number): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  const quote = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;
  await run(
    `insert into forms (id, client_id, category_id, name, description, kind, status, version, position)
     values ('${CAMPAIGN_FORM_ID}', null, 'bench-category', 'Banc : journée de campagne',
             'Les quatre types de question', 'CONFORMITY', 'ACTIVE', 1, 200)
     on conflict do nothing`,
  );
  await run(`insert into form_versions (form_id, version) values ('${CAMPAIGN_FORM_ID}', 1) on conflict do nothing`);
  for (let index = 0; index < QUESTION_COUNT; index++) {
    const type = typeOf(index);
    const options = type === 'SELECT' ? SELECT_OPTIONS : type === 'MULTIPLE_CHOICE' ? CHOICE_OPTIONS : [];
    await run(
      `insert into questions (id, form_id, version, key, position, label, type, weight, is_critical,
                              conforming_answer, options, scale, threshold)
       values ('${CAMPAIGN_FORM_ID}-${keyOf(index)}', '${CAMPAIGN_FORM_ID}', 1, '${keyOf(index)}', ${index + 1},
               'Question ${index + 1} de la campagne : le protocole est-il en place ?', '${type}', 1, false,
               ${type === 'BOOLEAN' ? 'true' : 'null'}, ${quote(options)},
               ${type === 'NOTATION' ? quote({ min: 1, max: 4, labels: ['1', '2', '3', '4'], allowOptimized: false }) : 'null'},
               ${type === 'NOTATION' ? 3 : 'null'})
       on conflict do nothing`,
    );
  }
  const writer = (column: string) => `format('bench-${column}-%s', lpad(g::text, 6, '0'))`;
  await run(
    `insert into "user" (id, name, email, email_verified, first_name, last_name, roles, client_id, establishment_id)
     select ${writer('writer')}, 'Directrice ' || g, 'redacteur' || g || '@bench.qualite-conformite.test', true,
            'Directrice', 'Site ' || g, '{DIRECTOR}', e.client_id, e.id
     from generate_series(1, ${writers}) g join establishments e on e.id = ${writer('est')}
     on conflict do nothing`,
  );
  await run(
    `insert into evaluations (id, establishment_id, form_id, form_version, status, started_at, started_by_id)
     select ${writer('campaign')}, ${writer('est')}, '${CAMPAIGN_FORM_ID}', 1, 'IN_PROGRESS', now(), ${writer('writer')}
     from generate_series(1, ${writers}) g
     on conflict do nothing`,
  );
}

export type Writer = { n: number; cookie: string; establishmentId: string; clientId: string };

/** Each writer signs in as a user does (code by e-mail), from her own address (TRUST_PROXY=loopback), 8 at a time. */
export async function signInWriters(server: RunningServer, db: Database, writers: number): Promise<Writer[]> {
  const result = (await db.execute(
    sql.raw(
      `select id, establishment_id, client_id from "user" where id like 'bench-writer-%' order by id limit ${writers}`,
    ),
  )) as unknown as { rows: Array<{ id: string; establishment_id: string; client_id: string }> };
  const rows = result.rows;
  const signedIn: Writer[] = [];
  for (let start = 0; start < writers; start += 8) {
    const batch = rows.slice(start, start + 8).map(async (row, offset) => {
      const n = start + offset + 1;
      const cookie = await signIn(server, writerEmail(n), `10.33.${Math.floor(n / 250)}.${1 + (n % 250)}`);
      signedIn.push({ n, cookie, establishmentId: row.establishment_id, clientId: row.client_id });
    });
    await Promise.all(batch);
  }
  return signedIn.sort((a, b) => a.n - b.n);
}
