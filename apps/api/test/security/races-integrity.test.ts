import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreements,
  effectiveMembers,
  establishmentMembers,
  establishments,
  legalEntities,
} from '../../src/db/schema.ts';
import { actions } from '../../src/db/schema-action-plans.ts';
import { evaluations } from '../../src/db/schema-questionnaires.ts';
import { computeResult, loadAnswers, loadQuestions } from '../../src/evaluations/queries.ts';
import { createTestContext, type TestContext, type TestResponse } from '../support/app.ts';
import { createTenants, insertLegalEntity, insertMember, insertUser, type Tenants } from '../support/fixtures.ts';

/**
 * Issue 12 item 11: two requests racing on one row, 10 rounds each. On
 * PostgreSQL (TEST_DATABASE_URL) they really run at once on two connections;
 * on PGlite they are serialised, and the same outcomes must hold. Every round
 * ends in one of the answers a one-after-the-other order would give (French
 * 404/409, never a 500) and in a consistent state.
 */
const ROUNDS = 10;
let t: TestContext;
let tenants: Tenants;
let master: string;
let director: string;

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  master = await t.signIn(tenants.users.masterA.email);
  director = await t.signIn(tenants.users.directorA.email);
});
afterAll(() => t?.close());

const establishmentBody = (legalEntityId: string, name: string) => ({
  legalEntityId,
  name,
  address: '3 rue des Écoles',
  phoneNumber: '0102030405',
  postalCode: '69003',
  city: 'Lyon',
  siret: '12345678901234',
  raisonSocialeOfTheManager: 'Association Les Lutins',
  modalityOfTarification: 'PSU',
});

const summary = (response: TestResponse) => `${response.status} ${JSON.stringify(response.body?.message ?? '')}`;

/** Runs the rounds and returns the description of each round that broke the rules (empty when all held). */
async function rounds(round: (index: number) => Promise<string | null>): Promise<string[]> {
  const failures: string[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    const failure = await round(index);
    if (failure) failures.push(`round ${index + 1}: ${failure}`);
  }
  return failures;
}

describe('a legal entity deleted while an establishment is created under it', () => {
  it('ends in « created, deletion refused » or « deleted, creation 404 », never a 500', async () => {
    const failures = await rounds(async (index) => {
      const legalEntity = await insertLegalEntity(t.db, tenants.clientA.id, `Entité course ${index}`);
      const [removed, created] = await Promise.all([
        t.request('DELETE', `/api/v1/legal-entities/${legalEntity.id}`, { cookie: master }),
        t.request('POST', '/api/v1/establishments', {
          cookie: master,
          body: establishmentBody(legalEntity.id, `Crèche course ${index}`),
        }),
      ]);
      const [entityLeft] = await t.db.select().from(legalEntities).where(eq(legalEntities.id, legalEntity.id));
      const children = await t.db
        .select({ id: establishments.id })
        .from(establishments)
        .where(eq(establishments.legalEntityId, legalEntity.id));
      const createdFirst =
        created.status === 201 &&
        removed.status === 409 &&
        removed.body.message === 'Impossible de supprimer cette entité légale : 1 établissement y est rattaché' &&
        entityLeft !== undefined &&
        children.length === 1;
      const deletedFirst =
        removed.status === 204 &&
        created.status === 404 &&
        created.body.message === 'Entité légale introuvable' &&
        entityLeft === undefined &&
        children.length === 0;
      return createdFirst || deletedFirst ? null : `delete ${summary(removed)}, create ${summary(created)}`;
    });
    expect(failures).toEqual([]);
  });
});

describe('an agreement updated while it is deleted', () => {
  it('ends in « updated then deleted » or « deleted, update 404 », never a 500', async () => {
    const failures = await rounds(async (index) => {
      const created = await t.request('POST', '/api/v1/agreements', {
        cookie: master,
        body: { establishmentId: tenants.establishmentA1.id, number: `AGR-${index}` },
      });
      if (created.status !== 201) return `setup ${summary(created)}`;
      const id = created.body.id as string;
      const [updated, removed] = await Promise.all([
        t.request('PUT', `/api/v1/agreements/${id}`, { cookie: master, body: { number: `AGR-${index}-bis` } }),
        t.request('DELETE', `/api/v1/agreements/${id}`, { cookie: master }),
      ]);
      const left = await t.db.select().from(agreements).where(eq(agreements.id, id));
      const fine =
        removed.status === 204 &&
        left.length === 0 &&
        (updated.status === 200 || (updated.status === 404 && updated.body.message === 'Agrément introuvable'));
      return fine ? null : `update ${summary(updated)}, delete ${summary(removed)}`;
    });
    expect(failures).toEqual([]);
  });
});

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
      const recomputed = computeResult(questionList, answerList);
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

  it('on creation: ends in « action created, unlink 409 » or « unlinked, action refused »', async () => {
    const failures = await rounds(async (index) => {
      const member = await insertMember(t.db, {
        clientId: tenants.clientA.id,
        establishmentIds: [tenants.establishmentA1.id],
      });
      const [unlinked, created] = await Promise.all([
        t.request('DELETE', `/api/v1/establishments/${tenants.establishmentA1.id}/members/${member.id}`, {
          cookie: master,
        }),
        t.request('POST', '/api/v1/actions', {
          cookie: director,
          body: {
            establishmentId: tenants.establishmentA1.id,
            title: `Course ${index}`,
            responsibleId: member.id,
            dueDate: '2030-06-28',
          },
        }),
      ]);
      const orphans = await orphanedActions(member.id);
      const actionFirst =
        created.status === 201 && unlinked.status === 409 && unlinkRefusal.test(unlinked.body.message);
      const unlinkFirst =
        unlinked.status === 200 && created.status === 400 && created.body.message === responsibleRefusal;
      return (actionFirst || unlinkFirst) && orphans.length === 0
        ? null
        : `unlink ${summary(unlinked)}, create ${summary(created)}, ${orphans.length} action(s) outside the team`;
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
      const [unlinked, updated] = await Promise.all([
        t.request('DELETE', `/api/v1/establishments/${tenants.establishmentA1.id}/members/${member.id}`, {
          cookie: master,
        }),
        t.request('PUT', `/api/v1/actions/${action.body.id}`, {
          cookie: director,
          body: { responsibleId: member.id, expectedVersion: action.body.version },
        }),
      ]);
      const orphans = await orphanedActions(member.id);
      const actionFirst =
        updated.status === 200 && unlinked.status === 409 && unlinkRefusal.test(unlinked.body.message);
      const unlinkFirst =
        unlinked.status === 200 && updated.status === 400 && updated.body.message === responsibleRefusal;
      return (actionFirst || unlinkFirst) && orphans.length === 0
        ? null
        : `unlink ${summary(unlinked)}, update ${summary(updated)}, ${orphans.length} action(s) outside the team`;
    });
    expect(failures).toEqual([]);
  });
});

describe('one user, one effective member', () => {
  it('binds two members to one user at once: one wins, the other is a 409', async () => {
    const failures = await rounds(async () => {
      const target = await insertUser(t.db, { role: 'COLLABORATOR', clientId: tenants.clientA.id });
      const first = await insertMember(t.db, { clientId: tenants.clientA.id });
      const second = await insertMember(t.db, { clientId: tenants.clientA.id });
      const answers = await Promise.all(
        [first, second].map((member) =>
          t.request('PUT', `/api/v1/members/effective/${member.id}`, { cookie: master, body: { userId: target.id } }),
        ),
      );
      const bound = await t.db.select().from(effectiveMembers).where(eq(effectiveMembers.userId, target.id));
      const statuses = answers.map((answer) => answer.status).sort();
      const refusal = answers.find((answer) => answer.status === 409);
      const fine =
        statuses.join() === '200,409' &&
        refusal?.body.message === 'Cet utilisateur est déjà associé à un autre membre' &&
        bound.length === 1;
      return fine ? null : `${answers.map(summary).join(', ')}, ${bound.length} member(s) bound`;
    });
    expect(failures).toEqual([]);
  });

  it('gives a DIRECTOR creating two establishments at once a single effective member', async () => {
    const failures = await rounds(async (index) => {
      const newcomer = await insertUser(t.db, {
        role: 'DIRECTOR',
        clientId: tenants.clientA.id,
        establishmentId: tenants.establishmentA1.id,
      });
      const cookie = await t.signIn(newcomer.email);
      const created = await Promise.all(
        ['Est', 'Ouest'].map((side) =>
          t.request('POST', '/api/v1/establishments', {
            cookie,
            body: establishmentBody(tenants.legalEntityA.id, `Crèche ${side} ${index}`),
          }),
        ),
      );
      const members = await t.db.select().from(effectiveMembers).where(eq(effectiveMembers.userId, newcomer.id));
      const fine = created.every((answer) => answer.status === 201) && members.length === 1;
      return fine ? null : `${created.map(summary).join(', ')}, ${members.length} member(s) for the director`;
    });
    expect(failures).toEqual([]);
  });
});

describe('a member deleted while it is linked to an establishment', () => {
  it('ends in « linked, deletion 409 » or « deleted, link 404 », never a 500', async () => {
    const failures = await rounds(async () => {
      const member = await insertMember(t.db, { clientId: tenants.clientA.id });
      const [removed, linked] = await Promise.all([
        t.request('DELETE', `/api/v1/members/effective/${member.id}`, { cookie: master }),
        t.request('POST', `/api/v1/establishments/${tenants.establishmentA1.id}/members`, {
          cookie: master,
          body: { effectiveMemberId: member.id },
        }),
      ]);
      const [left] = await t.db.select().from(effectiveMembers).where(eq(effectiveMembers.id, member.id));
      const links = await t.db
        .select()
        .from(establishmentMembers)
        .where(eq(establishmentMembers.effectiveMemberId, member.id));
      const linkedFirst =
        linked.status === 201 &&
        removed.status === 409 &&
        removed.body.message === 'Impossible de supprimer ce membre : il est rattaché à 1 établissement' &&
        left !== undefined &&
        links.length === 1;
      const deletedFirst =
        removed.status === 200 &&
        linked.status === 404 &&
        linked.body.message === 'Membre introuvable' &&
        left === undefined &&
        links.length === 0;
      return linkedFirst || deletedFirst ? null : `delete ${summary(removed)}, link ${summary(linked)}`;
    });
    expect(failures).toEqual([]);
  });
});
