import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { questions } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { changeQuestions, findByKey, findQuestionRef, makeRoom, questionChange } from './question-changes.ts';

export async function duplicateQuestion(db: Database, actor: Actor, id: string) {
  const ref = await findQuestionRef(db, actor, id);
  return changeQuestions(db, actor, ref.formId, async (tx, version) => {
    const { id: _id, createdAt: _createdAt, key: _key, ...source } = await findByKey(tx, ref.formId, version, ref.key);
    const position = await makeRoom(tx, ref.formId, version, source.position + 1);
    await audited(tx, actor, questionChange(actor, ref.formId, 'create'), async () => {
      const [row] = await tx
        .insert(questions)
        .values({ ...source, label: `${source.label} (copie)`, key: crypto.randomUUID(), position })
        .returning();
      return row;
    });
  });
}
