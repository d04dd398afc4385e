import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { questions } from '../db/schema-questionnaires.ts';
import { fieldError } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { type Transaction, changeQuestions, listVersion, questionChange } from './question-changes.ts';

export function reorderQuestions(db: Database, actor: Actor, input: { formId: string; keys: string[] }) {
  return changeQuestions(db, actor, input.formId, async (tx, version) => {
    const current = await listVersion(tx, input.formId, version);
    const byKey = new Map(current.map((row) => [row.key, row]));
    const isPermutation =
      input.keys.length === current.length &&
      new Set(input.keys).size === current.length &&
      input.keys.every((key) => byKey.has(key));
    if (!isPermutation) {
      fieldError('keys', "L'ordre envoyé ne correspond plus aux questions du questionnaire : rechargez la page");
    }
    const before = { order: current.map((row) => row.key) };
    await audited(tx, actor, questionChange(actor, input.formId, 'update', before), async () => {
      await renumber(
        tx,
        input.keys.map((key) => byKey.get(key)!.id),
      );
      return { order: input.keys };
    });
  });
}

export async function renumber(tx: Transaction, orderedIds: string[]) {
  for (const [position, id] of orderedIds.entries()) {
    await tx.update(questions).set({ position }).where(eq(questions.id, id));
  }
}
