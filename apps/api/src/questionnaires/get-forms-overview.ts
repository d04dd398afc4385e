import type { Form } from '@qc/shared/questionnaires/schemas';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { forms } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from './access.ts';
import { toForms } from './forms-queries.ts';

export async function getFormsOverview(db: Database, actor: Actor) {
  const visible = visibleWhere(forms.clientId, actor);
  const [counts, recent] = await Promise.all([
    db
      .select({ kind: forms.kind, status: forms.status, total: count() })
      .from(forms)
      .where(visible)
      .groupBy(forms.kind, forms.status),
    db.select().from(forms).where(visible).orderBy(desc(forms.updatedAt)).limit(5),
  ]);
  return {
    counts: counts.map((row) => ({
      kind: row.kind as Form['kind'],
      status: row.status as Form['status'],
      total: row.total,
    })),
    recent: await toForms(db, recent),
  };
}
