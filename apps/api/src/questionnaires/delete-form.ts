import { count, eq } from 'drizzle-orm';
import { auditedDelete } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { documents } from '../db/schema-documents.ts';
import type { FileStorage } from '../documents/storage.ts';
import { authoredOrNotFound } from './access.ts';
import { FORM_ERRORS, findFormRow } from './forms-queries.ts';

/**
 * Refused once evaluated (every version stays readable): deactivating is the way out. Its template
 * documents go with it (the rows cascade); their bytes are removed once the deletion has committed
 * (issue 34 item 11), so a rollback never leaves a row without its file. A failed removal leaves an
 * orphan, which the start-up sweep takes (sweep-orphans.ts).
 */
export async function deleteForm(db: Database, storage: FileStorage, actor: Actor, id: string): Promise<void> {
  const existing = authoredOrNotFound(actor, await findFormRow(db, actor, id), FORM_ERRORS.notFound);
  const storageKeys = await db.transaction(async (tx) => {
    // The form locked first: a template upload (which locks it too, store-upload.ts) either committed
    // before, and its row is listed below, or waits and then finds no form (and removes its own bytes).
    await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, id)).for('update');
    const [used] = await tx.select({ total: count() }).from(evaluations).where(eq(evaluations.formId, id));
    if ((used?.total ?? 0) > 0) {
      conflict(
        `Impossible de supprimer ce questionnaire : ${used!.total} évaluation(s) l'utilisent. Désactivez-le plutôt.`,
      );
    }
    const templates = await tx.select({ key: documents.storageKey }).from(documents).where(eq(documents.formId, id));
    await auditedDelete(tx, actor, { entity: 'form', clientId: existing.clientId, id, before: existing }, forms);
    return templates.map((template) => template.key);
  });
  for (const key of storageKeys) await storage.remove(key).catch(() => undefined);
}
