import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import {
  listHasSessions,
  saveHasSessionAnswer,
  setPlannedAccompagnesTraceurs,
  startHasSession,
} from './has-sessions.ts';

/** Issue 30 item 3 (ADR 048): permissions as for the evaluation's answers, scope checked by every operation. */
export const hasSessionsRouter = operations(authed.hasSessions, {
  list: listHasSessions,
  start: startHasSession,
  saveAnswer: saveHasSessionAnswer,
  setPlanned: setPlannedAccompagnesTraceurs,
});
