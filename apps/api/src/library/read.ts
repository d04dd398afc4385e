import type { LibraryCategory, LibraryForm } from '@qc/shared/library/contract';
import { sourcesOfReference } from '@qc/shared/library/sources';
import type { Kind } from '@qc/shared/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, forms } from '../db/schema-questionnaires.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import { CATEGORY_ERRORS } from '../questionnaires/categories-queries.ts';
import { FORM_ERRORS, getFormDetail, toForms } from '../questionnaires/forms-queries.ts';
import { defaultLibrarySources } from './default-library.ts';

/**
 * One category of the reading room: active and visible to the caller (the
 * shared library and its own client's), with its active visible forms.
 */
export async function getLibraryCategory(db: Database, actor: Actor, id: string): Promise<LibraryCategory> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.status, 'ACTIVE'), visibleWhere(categories.clientId, actor)));
  if (!row) notFound(CATEGORY_ERRORS.notFound);
  const formRows = await db
    .select()
    .from(forms)
    .where(and(eq(forms.categoryId, id), eq(forms.status, 'ACTIVE'), visibleWhere(forms.clientId, actor)))
    .orderBy(asc(forms.position), asc(forms.name));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind as Kind,
    isShared: row.clientId === null,
    forms: await toForms(db, formRows),
  };
}

/**
 * One form of the reading room: active and visible, with the questions of its
 * current version and, for a shared form, the recorded source of each citation
 * (a client's form or copy cites what its author chose: nothing is claimed for it).
 */
export async function getLibraryForm(db: Database, actor: Actor, id: string): Promise<LibraryForm> {
  const [row] = await db
    .select({ id: forms.id, clientId: forms.clientId })
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.status, 'ACTIVE'), visibleWhere(forms.clientId, actor)));
  if (!row) notFound(FORM_ERRORS.notFound);
  const form = await getFormDetail(db, actor, row.id);
  const recorded = row.clientId === null ? defaultLibrarySources() : [];
  return {
    ...form,
    sources: form.questions.flatMap((question) => sourcesOfReference(question.key, question.reference, recorded)),
  };
}
