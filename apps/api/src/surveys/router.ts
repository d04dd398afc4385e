import { authed, pub } from '../orpc/base.ts';
import { byId, operations } from '../orpc/operations.ts';
import { closeSurvey } from './close-survey.ts';
import { createSurvey } from './create-survey.ts';
import { exportSurveyCsv, exportSurveyXlsx } from './export-results.ts';
import { generateSurveyCodes } from './generate-codes.ts';
import { getSurveyResults } from './get-results.ts';
import { findSurvey, toDetail } from './access.ts';
import { listSurveys } from './list-surveys.ts';
import { openSurvey } from './open-survey.ts';
import { answerPublicSurvey, getPublicSurvey } from './public-survey.ts';
import { saveSurveyResultsDocument } from './save-results-document.ts';
import { setSurveyCommentHidden } from './set-comment-hidden.ts';
import { updateSurvey } from './update-survey.ts';

// survey:manage before any scope (an ADMIN has none: 403); which surveys each caller handles is in every query.
export const surveysRouter = operations(authed.surveys, {
  list: listSurveys,
  get: byId(async (db, actor, id) => toDetail(db, await findSurvey(db, actor, id))),
  create: createSurvey,
  update: updateSurvey,
  open: byId(openSurvey),
  close: byId(closeSurvey),
  generateCodes: generateSurveyCodes,
  results: byId(getSurveyResults),
  setCommentHidden: setSurveyCommentHidden,
  saveAsDocument: saveSurveyResultsDocument,
  exportCsv: exportSurveyCsv,
  exportXlsx: exportSurveyXlsx,
});

/** No session: the invitation code is the key; rate limited per client address (public-limits.ts). */
export const publicSurveysRouter = {
  get: pub.publicSurveys.get.handler(({ input, context }) => getPublicSurvey(context.deps.db, context.clientIp, input)),
  answer: pub.publicSurveys.answer.handler(({ input, context }) =>
    answerPublicSurvey(context.deps.db, context.clientIp, input),
  ),
};
