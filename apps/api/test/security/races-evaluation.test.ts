import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentMembers } from '../../src/db/schema-members.ts';
import { actions } from '../../src/db/schema-action-plans.ts';
import { evaluations } from '../../src/db/schema-evaluations.ts';
import { computeResult, excludedOf, loadQuestions } from '../../src/evaluations/queries.ts';
import { loadAnswers } from '../../src/evaluations/answer-queries.ts';
import { type TestContext, type TestResponse } from '../support/app.ts';
import { insertMember, type Tenants } from '../support/fixtures.ts';
import { rounds, summary } from './support/races.ts';
import { openTenantsContext } from '../support/context.ts';

/** Races on an evaluation and its action plan (issue 12 item 11): a save against completion, a member unlinked while made responsible. */

let t: TestContext;
let tenants: Tenants;
let master: string;
let director: string;

beforeAll(async () => {
  ({
    t,
    tenants,
    cookies: { masterA: master, directorA: director },
  } = await openTenantsContext({
    signIn: ['masterA', 'directorA'],
  }));
});
afterAll(() => t?.close());

describe('an answer saved while the evaluation is completed', () => {
  let formId: string;
  let keys: string[];

  beforeAll(async () => {
    const admin = await t.signIn(tenants.users.admin.email);
    const form = await t.request('POST', '/api/v1/forms', {
      cookie: admin,
      body: { name: 'Course réponse / clôture', kind: 'CONFORMITY' },
    });
    formId = form.body.id;
    let detail: TestResponse | null = null;
    for (const label of ['Le protocole est-il affiché ?', 'Le registre est-il tenu ?']) {
      detail = await t.request('POST', `/api/v1/forms/${formId}/questions`, {
        cookie: admin,
        body: { formId, type: 'BOOLEAN', label },
      });
    }
    keys = detail!.body.questions.map((question: { key: string }) => question.key);
    expect(keys).toHaveLength(2);
  });

  it('never leaves a completed evaluation whose frozen score differs from its answers', async () => {
    const failures = await rounds(async () => {
      const started = await t.request('POST', '/api/v1/evaluations', {
        cookie: director,
        body: { establishmentId: tenants.establishmentA1.id, formId },
      });
      if (started.status !== 201 && started.status !== 200) return `setup ${summary(started)}`;
      const id = started.body.id as string;
      for (const key of keys) {
        const saved = await t.request('PUT', `/api/v1/evaluations/${id}/answers/${key}`, {
          cookie: director,
          body: { value: false, expectedVersion: 0 },
        });
        if (saved.status !== 200) return `setup answer ${summary(saved)}`;
      }
      const [changed, completed] = await Promise.all([
        t.request('PUT', `/api/v1/evaluations/${id}/answers/${keys[0]}`, {
          cookie: director,
          body: { value: true, expectedVersion: 1 },
        }),
        t.request('POST', `/api/v1/evaluations/${id}/complete`, { cookie: director }),
      ]);
      const [row] = await t.db.select().from(evaluations).where(eq(evaluations.id, id));
      const questionList =
        (await loadQuestions(t.db, [{ formId: row!.formId, version: row!.formVersion }])).get(
          `${row!.formId}:${row!.formVersion}`,
        ) ?? [];
      const answerList = (await loadAnswers(t.db, [id])).get(id) ?? [];
      const recomputed = computeResult(questionList, answerList, excludedOf(row!));
      const consistent = row!.status === 'COMPLETED' && isDeepStrictEqual({ ...row!.result }, { ...recomputed });
      const fine =
        completed.status === 200 &&
        consistent &&
        (changed.status === 200 ||
          (changed.status === 409 &&
            changed.body.message === 'Cette auto-évaluation est terminée : rouvrez-la pour modifier ses réponses'));
      return fine
        ? null
        : `answer ${summary(changed)}, complete ${summary(completed)}, frozen score ${
            consistent ? 'matches' : 'differs from'
          } the answers`;
    });
    expect(failures).toEqual([]);
  });
});

describe('a member unlinked while it is made responsible for an action', () => {
  const unlinkRefusal = /^Impossible de retirer ce membre de l'équipe : il est responsable de 1 action en cours$/;
  const responsibleRefusal = "Le responsable doit être un membre de l'équipe de l'établissement";

  /** Open actions of the establishment whose responsible is no longer in its team. */
  async function orphanedActions(memberId: string) {
    const rows = await t.db
      .select({ id: actions.id, establishmentId: actions.establishmentId })
      .from(actions)
      .where(and(eq(actions.responsibleId, memberId), inArray(actions.status, ['TODO', 'IN_PROGRESS'])));
    const links = await t.db
      .select({ establishmentId: establishmentMembers.establishmentId })
      .from(establishmentMembers)
      .where(eq(establishmentMembers.effectiveMemberId, memberId));
    return rows.filter((row) => !links.some((link) => link.establishmentId === row.establishmentId));
  }

  /**
   * `memberId` unlinked from A1 while `write` makes them an action's responsible: either the action came first
   * (`written`, the unlink refused in French) or the unlink did (the write refused in French), and no open action
   * is left with a responsible outside the team. Answers null, else what happened.
   */
  async function unlinkWhile(memberId: string, write: () => Promise<TestResponse>, written: number, verb: string) {
    const [unlinked, wrote] = await Promise.all([
      t.request('DELETE', `/api/v1/establishments/${tenants.establishmentA1.id}/members/${memberId}`, {
        cookie: master,
      }),
      write(),
    ]);
    const orphans = await orphanedActions(memberId);
    const actionFirst =
      wrote.status === written && unlinked.status === 409 && unlinkRefusal.test(unlinked.body.message);
    const unlinkFirst = unlinked.status === 200 && wrote.status === 400 && wrote.body.message === responsibleRefusal;
    return (actionFirst || unlinkFirst) && orphans.length === 0
      ? null
      : `unlink ${summary(unlinked)}, ${verb} ${summary(wrote)}, ${orphans.length} action(s) outside the team`;
  }

  it('on creation: ends in « action created, unlink 409 » or « unlinked, action refused »', async () => {
    const failures = await rounds(async (index) => {
      const member = await insertMember(t.db, {
        clientId: tenants.clientA.id,
        establishmentIds: [tenants.establishmentA1.id],
      });
      const create = () =>
        t.request('POST', '/api/v1/actions', {
          cookie: director,
          body: {
            establishmentId: tenants.establishmentA1.id,
            title: `Course ${index}`,
            responsibleId: member.id,
            dueDate: '2030-06-28',
          },
        });
      return unlinkWhile(member.id, create, 201, 'create');
    });
    expect(failures).toEqual([]);
  });

  it('on update: ends in « responsible set, unlink 409 » or « unlinked, update refused »', async () => {
    const failures = await rounds(async (index) => {
      const member = await insertMember(t.db, {
        clientId: tenants.clientA.id,
        establishmentIds: [tenants.establishmentA1.id],
      });
      // An action always has a responsible (issue 19 item 8): first a colleague who stays in the team.
      const colleague = await insertMember(t.db, {
        clientId: tenants.clientA.id,
        establishmentIds: [tenants.establishmentA1.id],
      });
      const action = await t.request('POST', '/api/v1/actions', {
        cookie: director,
        body: {
          establishmentId: tenants.establishmentA1.id,
          title: `Course mise à jour ${index}`,
          responsibleId: colleague.id,
          dueDate: '2030-06-28',
        },
      });
      if (action.status !== 201) return `setup ${summary(action)}`;
      const update = () =>
        t.request('PUT', `/api/v1/actions/${action.body.id}`, {
          cookie: director,
          body: { responsibleId: member.id, expectedVersion: action.body.version },
        });
      return unlinkWhile(member.id, update, 200, 'update');
    });
    expect(failures).toEqual([]);
  });
});
