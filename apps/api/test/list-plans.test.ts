import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';
import { captureQueries, explain } from './support/query-plans.ts';

/**
 * Issue 13 item 4: every list page the administration and the action plan
 * offer, in every sort order, is read through an index at the bench's size
 * (2,000 clients, 10,000 establishments, 50,000 users, 20,000 members and
 * actions), never by a sequential scan of a table that grows and a sort of
 * all its rows. The plans are those of the SQL the API really sends (drizzle's
 * query logger), for an ADMIN (everything) and a CLIENT_MASTER (one client,
 * half of the rows). The totals (count) are not checked here: counting every
 * row of the scope reads them all, with or without an index.
 */

const GROWING = /Seq Scan on (establishments|"user"|effective_members|legal_entities|clients|actions)\b/;

let t: TestContext;
let tenants: Tenants;
let admin: string;
let masterA: string;
async function run(statement: string) {
  await t.db.execute(sql.raw(statement));
}

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  [admin, masterA] = await Promise.all([t.signIn(tenants.users.admin.email), t.signIn(tenants.users.masterA.email)]);
  const clientA = tenants.clientA.id;
  const legalEntityA = tenants.legalEntityA.id;
  const a1 = tenants.establishmentA1.id;
  // Half of every table in client A (the CLIENT_MASTER's), the other half spread over 2,000 clients.
  await run(`insert into clients (id, name, email)
             select 'c' || g, 'Client ' || lpad(g::text, 5, '0'), 'c' || g || '@exemple.fr' from generate_series(1, 2000) g`);
  await run(`insert into legal_entities (id, client_id, name, address_line, city, postal_code, email, siren, management_type)
             select 'le' || g, case when g % 2 = 0 then '${clientA}' else 'c' || (1 + g % 2000) end, 'Entité ' || g,
                    '1 rue de la Paix', 'Paris', '75002', 'le' || g || '@exemple.fr', '123456782', 'ASSOCIATION'
             from generate_series(1, 4000) g`);
  await run(`insert into establishments (id, client_id, legal_entity_id, name, address, phone_number, postal_code, city, siret,
                                         raison_sociale_of_the_manager, modality_of_tarification, created_at)
             select 'e' || g, case when g % 2 = 0 then '${clientA}' else 'c' || (1 + g % 2000) end,
                    case when g % 2 = 0 then '${legalEntityA}' else 'le' || (1 + 2 * (g % 1000)) end,
                    'Crèche ' || md5(g::text), g || ' rue des Écoles', '0102030405', '75011',
                    (array['Paris','Lyon','Marseille','Nantes','Lille'])[1 + g % 5] || ' ' || (g % 97), '12345678200010',
                    'Association', 'PSU', now() - g * interval '1 minute'
             from generate_series(1, 10000) g`);
  await run(`insert into "user" (id, name, email, first_name, last_name, roles, client_id, created_at)
             select 'u' || g, 'Prénom ' || g, 'u' || g || '@exemple.fr', 'Prénom ' || g, md5(g::text), '{COLLABORATOR}',
                    case when g % 2 = 0 then '${clientA}' else 'c' || (1 + g % 2000) end, now()
             from generate_series(1, 50000) g`);
  await run(`insert into effective_members (id, client_id, first_name, last_name, role)
             select 'm' || g, case when g % 2 = 0 then '${clientA}' else 'c' || (1 + g % 2000) end,
                    'Prénom ' || g, md5(g::text), 'DIRECTOR'
             from generate_series(1, 20000) g`);
  await run(`insert into actions (id, establishment_id, title, due_date, priority, status)
             select 'a' || g, case when g % 10 = 0 then '${a1}' else 'e' || (1 + g % 10000) end, 'Action ' || g,
                    current_date + (g % 90 - 30), (array['LOW','MEDIUM','HIGH','CRITICAL'])[1 + g % 4],
                    (array['TODO','IN_PROGRESS','DONE','CANCELLED'])[1 + g % 4]
             from generate_series(1, 20000) g`);
  // What autovacuum does after a bulk load (it vacuums inserted tables too): the visibility map lets a
  // page's ids come from the index alone.
  await run('vacuum analyze');
}, 240_000);
afterAll(() => t?.close());

const PAGES = [
  ...['name', '-name', 'city', '-city', 'createdAt', '-createdAt'].map((sort) => `/api/v1/establishments?sort=${sort}`),
  // The deepest page too (ADR 031): its ids from the index, not 10,000 rows joined and sorted to skip them.
  '/api/v1/establishments?page=200',
  '/api/v1/users',
  '/api/v1/legal-entities',
  '/api/v1/members/effective',
  '/api/v1/clients',
];

describe('list pages at the bench size', () => {
  for (const [who, cookieOf] of [
    ['ADMIN', () => admin],
    ['CLIENT_MASTER', () => masterA],
  ] as const) {
    it(`reads each page through an index, as ${who}`, async () => {
      const scans: string[] = [];
      const paths = who === 'ADMIN' ? PAGES : PAGES.filter((path) => !path.startsWith('/api/v1/clients'));
      for (const path of [...paths, `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}`]) {
        const pagePath = `${path}${path.includes('?') ? '&' : '?'}pageSize=50`;
        let status = 0;
        const queries = await captureQueries(t.db, async () => {
          status = (await t.request('GET', pagePath, { cookie: cookieOf() })).status;
        });
        expect(status, pagePath).toBe(200);
        const pages = queries.filter((query) => /\blimit\b/i.test(query.query) && !/count\(/i.test(query.query));
        expect(pages.length, pagePath).toBeGreaterThan(0);
        for (const page of pages) {
          const plan = await explain(t.db, page.query, page.params);
          if (GROWING.test(plan)) scans.push(`${who} ${pagePath}\n${plan}`);
        }
      }
      expect(scans, scans.join('\n\n')).toEqual([]);
    });
  }
});
