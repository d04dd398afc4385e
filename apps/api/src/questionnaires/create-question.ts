import type { QuestionInput } from '@qc/shared/questionnaires/question-schemas';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { questions } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { changeQuestions, makeRoom, questionChange, toColumns } from './question-changes.ts';

export function createQuestion(
  db: Database,
  actor: Actor,
  input: QuestionInput & { formId: string; position?: number | undefined },
) {
  return changeQuestions(db, actor, input.formId, async (tx, version) => {
    const position = await makeRoom(tx, input.formId, version, input.position);
    await audited(tx, actor, questionChange(actor, input.formId, 'create'), async () => {
      const [row] = await tx
        .insert(questions)
        .values({ ...toColumns(input), formId: input.formId, version, key: crypto.randomUUID(), position })
        .returning();
      return row;
    });
  });
}
