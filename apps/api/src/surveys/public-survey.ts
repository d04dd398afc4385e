import type { PublicSurvey } from '@qc/shared/surveys/outputs';
import {
  looksLikeContactDetails,
  SURVEY_MESSAGES,
  type PublicSurveyAnswerInput,
  type PublicSurveyInput,
} from '@qc/shared/surveys/schemas';
import { optionsOf } from '@qc/shared/surveys/enums';
import { eq } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { surveyCodes, surveyComments, surveyResponses, surveys } from '../db/schema-surveys.ts';
import { effectiveState, toSurveyQuestion } from './access.ts';
import { hashSurveyCode } from './codes.ts';
import { admitAnswer, admitPublicCall, countMiss } from './public-limits.ts';

/**
 * The public page (no session): the code is the only key. It reveals the survey's title and introduction, the
 * establishment's name and the questions — nothing else of the establishment, of its client, of other surveys.
 */
async function findByCode(db: Database | Transaction, code: string, lock: boolean) {
  const query = db
    .select({ code: surveyCodes, survey: surveys, establishmentName: establishments.name })
    .from(surveyCodes)
    .innerJoin(surveys, eq(surveys.id, surveyCodes.surveyId))
    .innerJoin(establishments, eq(establishments.id, surveys.establishmentId))
    .where(eq(surveyCodes.codeHash, hashSurveyCode(code)));
  const [row] = await (lock ? query.for('update', { of: surveyCodes }) : query);
  return row;
}

type Found = NonNullable<Awaited<ReturnType<typeof findByCode>>>;

/** Why a code found cannot be answered: used, not open yet, closed. */
function refuseUnanswerable(found: Found): void {
  if (found.code.used) conflict(SURVEY_MESSAGES.codeUsed);
  const state = effectiveState(found.survey);
  if (state === 'DRAFT') conflict(SURVEY_MESSAGES.surveyNotOpen);
  if (state === 'CLOSED') conflict(SURVEY_MESSAGES.surveyClosed);
}

async function findAnswerable(db: Database, ip: string | null, code: string): Promise<Found> {
  await admitPublicCall(db, ip);
  const found = await findByCode(db, code, false);
  if (!found) {
    await countMiss(db, ip);
    notFound(SURVEY_MESSAGES.codeUnknown);
  }
  refuseUnanswerable(found);
  return found;
}

export async function getPublicSurvey(
  db: Database,
  ip: string | null,
  input: PublicSurveyInput,
): Promise<PublicSurvey> {
  const { survey, establishmentName } = await findAnswerable(db, ip, input.code);
  return {
    title: survey.title,
    introduction: survey.introduction,
    establishmentName,
    closesOn: survey.closesOn,
    questions: survey.questions.map(toSurveyQuestion),
  };
}

/** The answers checked against the survey's own questions: a known key, an offered option, a comment without contact details. */
function checkAnswers(found: Found, input: PublicSurveyAnswerInput) {
  const questions = new Map(found.survey.questions.map((question) => [question.key, question]));
  const choices: Record<string, string> = {};
  const comments: { questionKey: string; body: string }[] = [];
  const seen = new Set<string>();
  for (const answer of input.answers) {
    const question = questions.get(answer.key);
    if (!question) fieldError(`answers.${answer.key}`, SURVEY_MESSAGES.answerUnknownQuestion);
    if (seen.has(answer.key)) fieldError(`answers.${answer.key}`, SURVEY_MESSAGES.answersInvalid);
    seen.add(answer.key);
    if (answer.value === '') continue; // a question left unanswered
    if (question.type === 'COMMENT') {
      if (looksLikeContactDetails(answer.value)) fieldError(`answers.${answer.key}`, SURVEY_MESSAGES.commentPersonal);
      comments.push({ questionKey: answer.key, body: answer.value });
    } else {
      if (!optionsOf(question).includes(answer.value))
        fieldError(`answers.${answer.key}`, SURVEY_MESSAGES.answerInvalid(question.label));
      choices[answer.key] = answer.value;
    }
  }
  if (Object.keys(choices).length === 0 && comments.length === 0)
    fieldError('answers', SURVEY_MESSAGES.answersRequired);
  return { choices, comments };
}

/**
 * One answer per code: the code is marked used and the answer written in one transaction, the code's row locked,
 * so that two sends of one code cannot both count. The answer keeps no code, no address, no moment.
 */
export async function answerPublicSurvey(
  db: Database,
  ip: string | null,
  input: PublicSurveyAnswerInput,
): Promise<{ received: true }> {
  const found = await findAnswerable(db, ip, input.code);
  const { choices, comments } = checkAnswers(found, input);
  await admitAnswer(db, ip);
  await db.transaction(async (tx) => {
    const locked = await findByCode(tx, input.code, true);
    if (!locked) notFound(SURVEY_MESSAGES.codeUnknown);
    refuseUnanswerable(locked);
    await tx.update(surveyCodes).set({ used: true }).where(eq(surveyCodes.codeHash, locked.code.codeHash));
    await tx.insert(surveyResponses).values({ surveyId: locked.survey.id, choices });
    if (comments.length > 0)
      await tx.insert(surveyComments).values(comments.map((comment) => ({ surveyId: locked.survey.id, ...comment })));
  });
  return { received: true };
}
