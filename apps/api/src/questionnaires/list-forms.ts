import type { ListResult } from '@qc/shared/common/list';
import type { Form, FormListQuery } from '@qc/shared/questionnaires/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { countWhere, eqIfGiven, readPage, searchWhere } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { forms } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { libraryListWhere } from './access.ts';
import { toForms } from './forms-queries.ts';

export async function listForms(db: Database, actor: Actor, input: FormListQuery): Promise<ListResult<Form>> {
  const where = and(
    libraryListWhere(forms, actor, input),
    input.categoryId === 'none'
      ? isNull(forms.categoryId)
      : input.categoryId
        ? eq(forms.categoryId, input.categoryId)
        : undefined,
    searchWhere(input.search, forms.name, forms.description),
    eqIfGiven(forms.sourceFormId, input.sourceFormId),
  );
  const { rows, total } = await readPage(
    db.select().from(forms).where(where).orderBy(asc(forms.position), asc(forms.name), asc(forms.id)),
    countWhere(db, forms, where),
    input,
  );
  return { items: await toForms(db, rows), total };
}
