import type { QuestionInput } from '@qc/shared/questionnaires/question-schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { questions } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { changeQuestions, findByKey, findQuestionRef, questionChange, toColumns } from './question-changes.ts';

export async function updateQuestion(db: Database, actor: Actor, input: QuestionInput & { id: string }) {
  const ref = await findQuestionRef(db, actor, input.id);
  return changeQuestions(db, actor, ref.formId, async (tx, version) => {
    const before = await findByKey(tx, ref.formId, version, ref.key);
    await audited(tx, actor, questionChange(actor, ref.formId, 'update', before), async () => {
      const [after] = await tx.update(questions).set(toColumns(input)).where(eq(questions.id, before.id)).returning();
      return after;
    });
  });
}
