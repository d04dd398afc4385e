import { asc, eq } from 'drizzle-orm';
import { auditedDelete } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { categories, forms } from '../db/schema-questionnaires.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { authoredOrNotFound } from './access.ts';
import { CATEGORY_ERRORS, findCategoryRow } from './categories-queries.ts';

/** Refused while forms use it, naming them: deactivating is the way out. */
export async function deleteCategory(db: Database, actor: Actor, id: string): Promise<void> {
  const existing = authoredOrNotFound(actor, await findCategoryRow(db, actor, id), CATEGORY_ERRORS.notFound);
  await db.transaction(async (tx) => {
    const using = await tx
      .select({ name: forms.name })
      .from(forms)
      .where(eq(forms.categoryId, id))
      .orderBy(asc(forms.name));
    if (using.length > 0) {
      const names = using
        .slice(0, 3)
        .map((row) => `« ${row.name} »`)
        .join(', ');
      const more = using.length > 3 ? ` et ${using.length - 3} autre(s)` : '';
      conflict(
        `Impossible de supprimer cette catégorie : ${using.length} questionnaire(s) l'utilisent (${names}${more}). Désactivez-la plutôt.`,
      );
    }
    const change = { entity: 'category', clientId: existing.clientId, id, before: existing };
    await auditedDelete(tx, actor, change, categories);
  });
}
