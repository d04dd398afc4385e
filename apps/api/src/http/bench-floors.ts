import type { Env, Hono } from 'hono';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ActionListInputSchema } from '@qc/shared/action-plans/schemas';
import { ClientListInputSchema } from '@qc/shared/clients/schemas';
import { EstablishmentListInputSchema } from '@qc/shared/establishments/schemas';
import { GroupCompareInputSchema } from '@qc/shared/group/compare-schemas';
import { GroupViewInputSchema } from '@qc/shared/group/schemas';
import { LegalEntityListInputSchema } from '@qc/shared/legal-entities/schemas';
import { MemberListInputSchema } from '@qc/shared/members/schemas';
import { UserListInputSchema } from '@qc/shared/users/schemas';
import { listActions } from '../action-plans/list-actions.ts';
import { listClients } from '../clients/list-clients.ts';
import type { Database } from '../db/client.ts';
import { findEstablishmentsInScopes } from '../establishments/list-establishments.ts';
import { getEvaluationOverview } from '../evaluations/get-evaluation-overview.ts';
import { compareForm } from '../group/compare-form.ts';
import { getGroupView } from '../group/get-group-view.ts';
import { listLegalEntities } from '../legal-entities/list-legal-entities.ts';
import { listMembers } from '../members/list-members.ts';
import { createSystemActor } from '../scope/actor.ts';
import { listUsers } from '../users/list-users.ts';
import { BoardReportInputSchema } from '@qc/shared/board/schemas';
import { exportBoardReportXlsx } from '../board/export-board-report-xlsx.ts';
import { listMyTasks } from '../tasks/list-my-tasks.ts';
import { AnswerSaveInputSchema } from '@qc/shared/evaluations/schemas';
import { Conflict, NotFound } from '../common/domain-errors.ts';
import { saveAnswerAndPublish } from '../evaluations/save-answer.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { buildActor } from '../scope/actor.ts';

/** Only `npm run bench` sets it; the routes below read everything without a session. */
export const BENCH_FLOORS_ENV = 'BENCH_FLOORS';

/**
 * Issue 13: the floors `npm run bench` divides the product's figures by. Each
 * floor runs the very SQL of a product route through the same driver and pool
 * (the product's own service function, called as an ADMIN, so the same scope),
 * behind a bare Hono route: no session, permission, oRPC, logging, security
 * headers or compression. Mounted first, and only when BENCH_FLOORS=1 (never in
 * production): these routes answer without signing in.
 */
export function shouldMountBenchFloors(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[BENCH_FLOORS_ENV] === '1' && env.NODE_ENV !== 'production';
}

/** The lists a floor stands for, under /bench/floor/lists/{list}. */
export const BENCH_FLOOR_LISTS = [
  'establishments',
  'users',
  'clients',
  'legal-entities',
  'members',
  'actions',
  'group',
] as const;

/**
 * Each list the bench measures, its product route beside its floor (the CLIENT_MASTER's group pages
 * `as: 'manager'`, the floor naming that client). The bench measures these pairs and
 * test/bench-floors.test.ts proves each floor answers what its product route answers.
 */
export function benchFloorPairs(ids: {
  establishmentId: string;
  clientId: string;
  formId: string;
  /** Whose « Mes tâches » the bench reads: a DIRECTOR of `establishmentId`. */
  directorId: string;
  /** The group client's CLIENT_MASTER (`as: 'manager'`). */
  managerId: string;
}) {
  return [
    { name: 'establishments', product: '/api/v1/establishments', floor: '/bench/floor/lists/establishments' },
    { name: 'users', product: '/api/v1/users', floor: '/bench/floor/lists/users' },
    { name: 'clients', product: '/api/v1/clients', floor: '/bench/floor/lists/clients' },
    { name: 'legal-entities', product: '/api/v1/legal-entities', floor: '/bench/floor/lists/legal-entities' },
    { name: 'members', product: '/api/v1/members/effective', floor: '/bench/floor/lists/members' },
    {
      name: 'actions',
      product: `/api/v1/actions?establishmentId=${ids.establishmentId}`,
      floor: `/bench/floor/lists/actions?establishmentId=${ids.establishmentId}`,
    },
    // Issue 17: the group view and the comparison of one form, as the group client's CLIENT_MASTER.
    {
      name: 'group',
      product: '/api/v1/group/establishments',
      floor: `/bench/floor/lists/group?clientId=${ids.clientId}`,
      as: 'manager',
    },
    {
      name: 'group-comparison',
      product: `/api/v1/group/forms/${ids.formId}/comparison`,
      floor: `/bench/floor/group-comparison/${ids.formId}?clientId=${ids.clientId}`,
      as: 'manager',
    },
    // Issue 33 item 3: « Mes tâches » of the establishment's DIRECTOR (not paged: bounded per kind).
    {
      name: 'tasks',
      product: '/api/v1/me/tasks',
      floor: `/bench/floor/tasks?as=${ids.directorId}&establishmentId=${ids.establishmentId}&clientId=${ids.clientId}`,
      as: 'director',
      paged: false,
    },
    // The board report's spreadsheet (in the request; its PDF renders in the pool, measured with the reports).
    {
      name: 'board-report',
      product: `/api/v1/group/board-report.xlsx`,
      floor: `/bench/floor/board-report.xlsx?as=${ids.managerId}&clientId=${ids.clientId}`,
      as: 'manager',
      paged: false,
    },
  ] as const;
}

export function mountBenchFloors<E extends Env>(app: Hono<E>, db: Database, live: LiveBus): void {
  const admin = createSystemActor(db);
  const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
  const lists: Record<(typeof BENCH_FLOOR_LISTS)[number], (url: string) => Promise<unknown>> = {
    establishments: async (url: string) =>
      findEstablishmentsInScopes(db, {
        ...v.parse(EstablishmentListInputSchema, query(url)),
        scopes: [await admin.getScope()],
      }),
    users: (url: string) => listUsers(db, admin, v.parse(UserListInputSchema, query(url))),
    clients: (url: string) => listClients(db, admin, v.parse(ClientListInputSchema, query(url))),
    'legal-entities': (url: string) => listLegalEntities(db, admin, v.parse(LegalEntityListInputSchema, query(url))),
    members: (url: string) => listMembers(db, admin, v.parse(MemberListInputSchema, query(url))),
    actions: (url: string) => listActions(db, admin, v.parse(ActionListInputSchema, query(url))),
    // Issue 17: an ADMIN naming the client runs the CLIENT_MASTER's SQL (the same `e.client_id = …` scope).
    group: (url: string) => getGroupView(db, admin, v.parse(GroupViewInputSchema, query(url))),
  };

  // The cheapest answer the framework can give: what any route costs at least.
  app.get('/bench/floor/bare', (c) => c.json({ status: 'ok' }));
  app.get('/bench/floor/lists/:list', async (c) => {
    const name = c.req.param('list');
    const list = (BENCH_FLOOR_LISTS as readonly string[]).includes(name) ? lists[name as keyof typeof lists] : null;
    if (!list) return c.json({ message: 'Liste inconnue' }, 404);
    return c.json(await list(c.req.url));
  });
  app.get('/bench/floor/group-comparison/:formId', async (c) =>
    c.json(
      await compareForm(
        db,
        admin,
        v.parse(GroupCompareInputSchema, { ...query(c.req.url), formId: c.req.param('formId') }),
      ),
    ),
  );
  /** The user `?as=` names with `role`, her links read as a session's are (the campaign floor's writer too). */
  const actorOf = (url: URL, role: 'DIRECTOR' | 'CLIENT_MASTER') => {
    const id = url.searchParams.get('as') ?? '';
    return buildActor(db, {
      id,
      email: `${id}@bench.invalid`,
      roles: [role],
      clientId: url.searchParams.get('clientId'),
      establishmentId: url.searchParams.get('establishmentId'),
    });
  };
  // Issue 33 item 3: « Mes tâches » as the DIRECTOR named.
  app.get('/bench/floor/tasks', async (c) => c.json(await listMyTasks(db, actorOf(new URL(c.req.url), 'DIRECTOR'))));
  // The board report as its CLIENT_MASTER (an ADMIN does not handle events: her file has no events sheet).
  app.get('/bench/floor/board-report.xlsx', async (c) => {
    const url = new URL(c.req.url);
    const { as: _as, ...input } = query(c.req.url);
    const file = await exportBoardReportXlsx(db, actorOf(url, 'CLIENT_MASTER'), v.parse(BoardReportInputSchema, input));
    return c.body(await file.arrayBuffer(), 200, { 'content-type': file.type });
  });
  app.get('/bench/floor/evaluation-overview/:establishmentId', async (c) =>
    c.json(await getEvaluationOverview(db, admin, c.req.param('establishmentId'))),
  );
  // An answer save reduced to the one UPDATE it must make (the "one UPDATE: 0.6 ms").
  app.put('/bench/floor/answers/:answerId', async (c) => {
    await db.execute(
      sql`update answers set value = 'true'::jsonb, version = version + 1, answered_at = now() where id = ${c.req.param('answerId')}`,
    );
    return c.json({ status: 'ok' });
  });
  /**
   * Issue 33 item 1: the campaign day's floor. The save's own statements (scope, evaluation and question, the
   * guarded write, the answer read back, the live notification) through the same pool, as the DIRECTOR the bench
   * names (`as`, `establishmentId`, `clientId`: the user's row as the session would have loaded it), by the very
   * function the product's route calls; no session, oRPC, logging, security headers or compression.
   */
  app.put('/bench/floor/campaign/:evaluationId/answers/:questionKey', async (c) => {
    const actor = actorOf(new URL(c.req.url), 'DIRECTOR');
    const input = v.parse(AnswerSaveInputSchema, {
      ...(await c.req.json<Record<string, unknown>>()),
      evaluationId: c.req.param('evaluationId'),
      questionKey: c.req.param('questionKey'),
    });
    try {
      return c.json(await saveAnswerAndPublish({ db, live, actor, byName: 'Banc' }, input));
    } catch (error) {
      // A real conflict (another save in between): what the product answers 409, not a failure of the floor.
      if (error instanceof Conflict) return c.json({ message: error.message }, 409);
      if (error instanceof NotFound) return c.json({ message: error.message }, 404);
      throw error;
    }
  });
}
