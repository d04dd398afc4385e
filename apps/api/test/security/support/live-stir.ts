import type { TestContext } from '../../support/app.ts';
import type { ClientRows } from './world.ts';

/**
 * Issue 34 item 14: something for every live stream of a client to tell — its director saves an
 * answer of the evaluation in progress (the evaluation's stream) and comments its action (the
 * establishment's action-plan stream). Each event names the director (byUserId), so whose events
 * a stream shows can be read.
 */
export async function stirClient(t: TestContext, rows: ClientRows, cookie: string): Promise<void> {
  const evaluation = await t.request('GET', `/api/v1/evaluations/${rows.openEvaluation}`, { cookie });
  if (evaluation.status !== 200) throw new Error(`stir: evaluation ${evaluation.status}`);
  const answer = (evaluation.body.answers as { questionKey: string; value: unknown; version: number }[]).find(
    (row) => row.questionKey === rows.questionKey,
  );
  const saved = await t.request('PUT', `/api/v1/evaluations/${rows.openEvaluation}/answers/${rows.questionKey}`, {
    cookie,
    body: { value: answer?.value !== true, expectedVersion: answer?.version ?? 0 },
  });
  if (saved.status !== 200) throw new Error(`stir: answer ${saved.status} ${JSON.stringify(saved.body)}`);
  const commented = await t.request('POST', `/api/v1/actions/${rows.action}/comments`, {
    cookie,
    body: { body: 'Suivi en direct' },
  });
  if (commented.status >= 300) throw new Error(`stir: comment ${commented.status} ${JSON.stringify(commented.body)}`);
}
