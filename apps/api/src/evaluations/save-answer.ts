import { EVALUATION_MESSAGES, type Answer, type AnswerSaveInput } from '@qc/shared/evaluations/schemas';
import { scoreAnswer, toScorableQuestion } from '@qc/shared/scoring/score';
import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../common/database-errors.ts';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { preparedPerHandle, prepareSql } from '../db/prepared.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import type { LiveBus } from '../live/live-bus.ts';
import type { Actor } from '../scope/actor.ts';
import { findOpenQuestion } from './open-evaluation.ts';
import { loadAnswers, loadOneAnswer, toAnswer } from './answer-queries.ts';
import type { AnswerRow } from './queries.ts';

/**
 * Saves one answer as the user goes (DESIGN §5). `expectedVersion` is the
 * version the user edited: if someone saved in between, 409 with the saved answer.
 */
export async function saveAnswer(db: Database, actor: Actor, input: AnswerSaveInput): Promise<Answer> {
  const { question } = await findOpenQuestion(db, actor, input.evaluationId, input.questionKey);
  if (input.notApplicable && question.isCritical)
    fieldError('notApplicable', EVALUATION_MESSAGES.criticalNotApplicable);
  // Issue 34 item 2: an unjustified N/A was stored as answered (counted towards 100 %) and refused only
  // at « Terminer »; it is refused here, under its field, and nothing is written.
  if (input.notApplicable && !input.justification)
    fieldError('justification', EVALUATION_MESSAGES.justificationRequired);
  const value = input.notApplicable ? null : input.value;
  if (value !== null && scoreAnswer(toScorableQuestion(question), value) === null) {
    fieldError('value', EVALUATION_MESSAGES.valueInvalid);
  }
  const values = {
    value,
    notApplicable: input.notApplicable,
    justification: input.notApplicable ? input.justification : null,
    comment: input.comment,
  };

  const written = await writeOpenAnswer(db, actor, input, values).catch((error: unknown) => {
    // Two first answers at once: the unique index kept the other one (409 below, with it).
    if (isUniqueViolation(error)) return null;
    throw error;
  });
  if (written) {
    // The answer as saved, read back by the write itself; its proofs only when it has some (kept from before).
    const evidence = written.hasEvidence
      ? ((await loadAnswers(db, [input.evaluationId], input.questionKey)).get(input.evaluationId)?.[0]?.evidence ?? [])
      : [];
    return toAnswer(question, { row: written.row, answeredByName: written.answeredByName, evidence });
  }
  // Nothing written: the evaluation is no longer being answered, or someone saved in between.
  const [evaluation] = await db
    .select({ status: evaluations.status })
    .from(evaluations)
    .where(eq(evaluations.id, input.evaluationId));
  if (!evaluation) notFound(EVALUATION_MESSAGES.notFound);
  if (evaluation.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.notInProgress);
  const answer = await loadOneAnswer(db, input.evaluationId, input.questionKey, question).catch(() =>
    // A stale version on an answer that does not exist: nothing to show but the refusal.
    conflict(EVALUATION_MESSAGES.versionConflict),
  );
  conflict(EVALUATION_MESSAGES.versionConflict, { current: answer });
}

/** What a save needs besides its input: the database, the live bus, who saves (the event names her). */
export type SaveContext = { db: Database; live: LiveBus; actor: Actor; byName: string };

/**
 * A save and the event that tells the others on the evaluation (ADR 020): the route's handler and the bench's
 * campaign floor (issue 33) call this same function. The event leaves once the write has committed, and only
 * when something was written (a refusal throws before it), without the answer waiting for it; not inside the write's statement, where it made every
 * save wait for the one before it (ADR 031, issue 33 item 2).
 */
export async function saveAnswerAndPublish(context: SaveContext, input: AnswerSaveInput): Promise<Answer> {
  const answer = await saveAnswer(context.db, context.actor, input);
  // Not awaited: the author has her answer one round trip sooner (issue 33 item 2, the save's sequential p50). The
  // bus never rejects (a failed notification is logged) and flushes what is on its way before a stopping server
  // closes; the others see the change a moment after the author.
  void context.live.publish(`evaluation:${input.evaluationId}`, {
    type: 'answer',
    subject: input.questionKey,
    byUserId: context.actor.id,
    byName: context.byName,
    at: new Date().toISOString(),
  });
  return answer;
}

type Written = { row: AnswerRow; answeredByName: string | null; hasEvidence: boolean };
type RawWritten = {
  id: string;
  evaluation_id: string;
  question_key: string;
  value: AnswerRow['value'];
  not_applicable: boolean;
  justification: string | null;
  comment: string | null;
  answered_by_id: string | null;
  answered_at: string | Date;
  version: number;
  answered_by_name: string | null;
  has_evidence: boolean;
};

/** A parameter of the write, filled at each save (the statement itself is prepared once: db/prepared.ts). */
const param = (name: string) => sql.placeholder(name);

/**
 * Issue 33 item 2: a save is one statement. The first answer is an INSERT, every later one an UPDATE naming the
 * version the user edited (ADR 031); either way the evaluation's row is locked in `share` mode inside the statement
 * and held until it commits, as `lockOpenEvaluation` held it (issue 12): a completion holding it `for update` makes
 * the save wait, then the save re-reads the row, finds it COMPLETED and writes nothing. The same statement reads
 * back what the answer shows (its author's name, whether it has proofs).
 */
function writeStatement(kind: 'insert' | 'update') {
  const stillOpen = sql`exists (select 1 from ${evaluations} where ${evaluations.id} = ${param('evaluationId')}
                                  and ${evaluations.status} = 'IN_PROGRESS' for share)`;
  const write =
    kind === 'insert'
      ? sql`insert into answers (id, evaluation_id, question_key, value, not_applicable, justification, comment,
                                 answered_by_id, answered_at, version)
            select ${param('id')}, ${param('evaluationId')}, ${param('questionKey')}, ${param('value')}::jsonb,
                   ${param('notApplicable')}, ${param('justification')}, ${param('comment')}, ${param('actorId')}, now(), 1
            where ${stillOpen}
            on conflict do nothing
            returning *`
      : sql`update answers set value = ${param('value')}::jsonb, not_applicable = ${param('notApplicable')},
                   justification = ${param('justification')}, comment = ${param('comment')},
                   answered_by_id = ${param('actorId')}, answered_at = now(), version = ${param('nextVersion')}
            where evaluation_id = ${param('evaluationId')} and question_key = ${param('questionKey')}
              and version = ${param('expectedVersion')} and ${stillOpen}
            returning *`;
  return sql`with written as (${write})
        select written.*, u.name as answered_by_name,
               exists (select 1 from answer_evidence ae where ae.answer_id = written.id) as has_evidence
        from written left join "user" u on u.id = written.answered_by_id`;
}

const preparedWrite = preparedPerHandle((db: Database, kind: 'insert' | 'update') =>
  prepareSql<RawWritten>(db, `qc_answer_${kind}`, writeStatement(kind)),
);

/** The write (`writeStatement`) with this save's values. Null: nothing written. */
async function writeOpenAnswer(
  db: Database,
  actor: Actor,
  input: AnswerSaveInput,
  values: Pick<AnswerRow, 'value' | 'notApplicable' | 'justification' | 'comment'>,
): Promise<Written | null> {
  const first = input.expectedVersion === 0;
  const rows = await preparedWrite(
    db,
    first ? 'insert' : 'update',
  )({
    id: first ? crypto.randomUUID() : undefined,
    evaluationId: input.evaluationId,
    questionKey: input.questionKey,
    value: values.value === null ? null : JSON.stringify(values.value),
    notApplicable: values.notApplicable,
    justification: values.justification,
    comment: values.comment,
    actorId: actor.id,
    nextVersion: input.expectedVersion + 1,
    expectedVersion: input.expectedVersion,
  });
  const [raw] = rows;
  if (!raw) return null;
  return {
    row: {
      id: raw.id,
      evaluationId: raw.evaluation_id,
      questionKey: raw.question_key,
      value: raw.value,
      notApplicable: raw.not_applicable,
      justification: raw.justification,
      comment: raw.comment,
      answeredById: raw.answered_by_id,
      answeredAt: raw.answered_at instanceof Date ? raw.answered_at : new Date(raw.answered_at),
      version: raw.version,
    },
    answeredByName: raw.answered_by_name,
    hasEvidence: Boolean(raw.has_evidence),
  };
}
