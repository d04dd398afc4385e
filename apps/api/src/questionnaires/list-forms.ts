import type { ListResult } from '@qc/shared/common/list';
import type { Form, FormListQuery } from '@qc/shared/questionnaires/schemas';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { readPage, searchWhere } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { forms } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from './access.ts';
import { toForms } from './forms-queries.ts';

export async function listForms(db: Database, actor: Actor, input: FormListQuery): Promise<ListResult<Form>> {
  const where = and(
    visibleWhere(forms.clientId, actor),
    input.kind ? eq(forms.kind, input.kind) : undefined,
    input.status ? eq(forms.status, input.status) : undefined,
    input.ownership === 'shared' ? isNull(forms.clientId) : undefined,
    input.ownership === 'own' ? isNotNull(forms.clientId) : undefined,
    input.categoryId === 'none'
      ? isNull(forms.categoryId)
      : input.categoryId
        ? eq(forms.categoryId, input.categoryId)
        : undefined,
    searchWhere(input.search, forms.name, forms.description),
    input.sourceFormId ? eq(forms.sourceFormId, input.sourceFormId) : undefined,
  );
  const { rows, total } = await readPage(
    db.select().from(forms).where(where).orderBy(asc(forms.position), asc(forms.name), asc(forms.id)),
    db.select({ total: count() }).from(forms).where(where),
    input,
  );
  return { items: await toForms(db, rows), total };
}
