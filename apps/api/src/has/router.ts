import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { listHasSessions } from './list-has-sessions.ts';
import { saveHasSessionAnswer } from './save-has-session-answer.ts';
import { setPlannedAccompagnesTraceurs } from './set-planned-accompagnes-traceurs.ts';
import { startHasSession } from './start-has-session.ts';

/** Issue 30 item 3 (ADR 048): permissions as for the evaluation's answers, scope checked by every operation. */
export const hasSessionsRouter = operations(authed.hasSessions, {
  list: listHasSessions,
  start: startHasSession,
  saveAnswer: saveHasSessionAnswer,
  setPlanned: setPlannedAccompagnesTraceurs,
});
