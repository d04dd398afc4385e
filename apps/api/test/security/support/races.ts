import { type TestResponse } from '../../support/app.ts';

/**
 * Issue 12 item 11: two requests racing on one row, 10 rounds each. On
 * PostgreSQL (TEST_DATABASE_URL) they really run at once on two connections;
 * on PGlite they are serialised, and the same outcomes must hold. Every round
 * ends in one of the answers a one-after-the-other order would give (French
 * 404/409, never a 500) and in a consistent state.
 */
export const ROUNDS = 10;
export const summary = (response: TestResponse) => `${response.status} ${JSON.stringify(response.body?.message ?? '')}`;

/** Runs the rounds and returns the description of each round that broke the rules (empty when all held). */
export async function rounds(round: (index: number) => Promise<string | null>): Promise<string[]> {
  const failures: string[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    const failure = await round(index);
    if (failure) failures.push(`round ${index + 1}: ${failure}`);
  }
  return failures;
}

/**
 * A parent row deleted while a child is added to it (`removal` and `addition`, sent together). The two ends a
 * one-after-the-other order gives: the child added first (201, the deletion refused with `inUse`, the parent and
 * its one child left), or the deletion first (`deleted`, the addition a 404 `notFound`, neither left). Answers
 * null for either, else what happened (`verb` names the addition).
 */
export async function parentRaceFailure(
  removal: Promise<TestResponse>,
  addition: Promise<TestResponse>,
  left: () => Promise<{ parents: number; children: number }>,
  expected: { inUse: string; deleted: number; notFound: string; verb: string },
): Promise<string | null> {
  const [removed, added] = await Promise.all([removal, addition]);
  const { parents, children } = await left();
  const addedFirst =
    added.status === 201 &&
    removed.status === 409 &&
    removed.body.message === expected.inUse &&
    parents === 1 &&
    children === 1;
  const deletedFirst =
    removed.status === expected.deleted &&
    added.status === 404 &&
    added.body.message === expected.notFound &&
    parents === 0 &&
    children === 0;
  return addedFirst || deletedFirst ? null : `delete ${summary(removed)}, ${expected.verb} ${summary(added)}`;
}
