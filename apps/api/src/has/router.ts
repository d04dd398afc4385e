import { publishChange } from '../live/publish.ts';
import { authed } from '../orpc/base.ts';
import { operations, type Operation } from '../orpc/operations.ts';
import { listHasSessions } from './list-has-sessions.ts';
import { removeHasSession } from './remove-has-session.ts';
import { renameHasSession } from './rename-has-session.ts';
import { saveHasSessionAnswer } from './save-has-session-answer.ts';
import { setPlannedAccompagnesTraceurs } from './set-planned-accompagnes-traceurs.ts';
import { startHasSession } from './start-has-session.ts';

/** Issue 30 item 3 (ADR 048): permissions as for the evaluation's answers, scope checked by every operation. */
export const hasSessionsRouter = operations(authed.hasSessions, {
  list: listHasSessions,
  start: sessionsPublished(startHasSession),
  saveAnswer: sessionsPublished(saveHasSessionAnswer),
  rename: sessionsPublished(renameHasSession),
  remove: sessionsPublished(removeHasSession),
  setPlanned: sessionsPublished(setPlannedAccompagnesTraceurs),
});

/**
 * A change to the sessions reaches the others on the evaluation (DESIGN §2 live updates): a cotation changes the
 * criterion's answer too (`answer`, its key), anything else the sessions only (`session`); their screens refetch.
 */
function sessionsPublished<TInput extends { evaluationId: string; questionKey?: string }, TAnswer>(
  run: Operation<TInput, TAnswer>,
): Operation<TInput, TAnswer> {
  return async (db, actor, input, context) => {
    const answer = await run(db, actor, input, context);
    await publishChange(
      context,
      `evaluation:${input.evaluationId}`,
      input.questionKey ? { type: 'answer', subject: input.questionKey } : { type: 'session', subject: null },
    );
    return answer;
  };
}
