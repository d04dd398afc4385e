import { authed } from '../orpc/base.ts';
import { operation, operations } from '../orpc/operations.ts';
import {
  listHasSessions,
  saveHasSessionAnswer,
  setPlannedAccompagnesTraceurs,
  startHasSession,
} from './has-sessions.ts';

/** Issue 30 item 3 (ADR 048): permissions as for the evaluation's answers, scope checked by every operation. */
export const hasSessionsRouter = {
  ...operations(authed.hasSessions, ['evaluation:read'], { list: listHasSessions }),
  start: operation(authed.hasSessions.start, ['evaluation:answer'], startHasSession),
  saveAnswer: operation(authed.hasSessions.saveAnswer, ['evaluation:answer'], saveHasSessionAnswer),
  setPlanned: operation(authed.hasSessions.setPlanned, ['evaluation:complete'], setPlannedAccompagnesTraceurs),
};
