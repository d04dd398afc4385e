import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { questions } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { changeQuestions, findByKey, findQuestionRef, listVersion, questionChange } from './question-changes.ts';
import { renumber } from './reorder-questions.ts';

export async function deleteQuestion(db: Database, actor: Actor, id: string) {
  const ref = await findQuestionRef(db, actor, id);
  return changeQuestions(db, actor, ref.formId, async (tx, version) => {
    const before = await findByKey(tx, ref.formId, version, ref.key);
    await audited(tx, actor, questionChange(actor, ref.formId, 'delete', before), async () => {
      await tx.delete(questions).where(eq(questions.id, before.id));
    });
    const rest = await listVersion(tx, ref.formId, version);
    await renumber(
      tx,
      rest.map((row) => row.id),
    );
  });
}
