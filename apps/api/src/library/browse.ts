import type { LibraryBrowse } from '@qc/shared/library/contract';
import type { EstablishmentCategory, Kind } from '@qc/shared/enums';
import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { eqIfGiven, toContainsPattern } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { categories, forms, questions } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import { toForms } from '../questionnaires/forms-queries.ts';

const MAX_QUESTION_HITS = 50;

/**
 * Accented letters folded to their base letter, on both sides of the search, so that
 * « honorabilite » finds « honorabilité » (users type on phones, often without accents).
 * translate() is plain SQL, the same on PGlite and PostgreSQL (no unaccent extension needed).
 */
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const UNACCENTED = 'aaaaaaceeeeiiiinooooouuuuyy';

function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

function containsFolded(column: AnyColumn, pattern: string): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${UNACCENTED}) like ${pattern}`;
}

type BrowseInput = {
  search?: string | undefined;
  kind?: Kind | undefined;
  establishmentCategory?: EstablishmentCategory | undefined;
};

/**
 * The reading room (DESIGN §4): the active categories and forms a user can
 * see, optionally narrowed to a kind, to the forms that apply to an
 * establishment category, and to a search across form names, descriptions,
 * question labels and references, insensitive to case and accents.
 */
export async function browseLibrary(db: Database, actor: Actor, input: BrowseInput): Promise<LibraryBrowse> {
  const pattern = input.search ? toContainsPattern(foldAccents(input.search)) : null;
  const formWhere: SQL[] = [visibleWhere(forms.clientId, actor), eq(forms.status, 'ACTIVE')];
  if (input.kind) formWhere.push(eq(forms.kind, input.kind));
  if (input.establishmentCategory) {
    // Empty = applies to every establishment.
    formWhere.push(
      sql`(cardinality(${forms.establishmentCategories}) = 0 or ${input.establishmentCategory} = any(${forms.establishmentCategories}))`,
    );
  }

  const questionHits = pattern
    ? await db
        .select({
          formId: forms.id,
          formName: forms.name,
          questionId: questions.id,
          questionKey: questions.key,
          label: questions.label,
          reference: questions.reference,
        })
        .from(questions)
        .innerJoin(forms, and(eq(forms.id, questions.formId), eq(forms.version, questions.version)))
        .where(
          and(...formWhere, or(containsFolded(questions.label, pattern), containsFolded(questions.reference, pattern))),
        )
        .orderBy(asc(forms.name), asc(questions.position))
        .limit(MAX_QUESTION_HITS)
    : [];

  const searchWhere = pattern
    ? or(
        containsFolded(forms.name, pattern),
        containsFolded(forms.description, pattern),
        questionHits.length ? inArray(forms.id, [...new Set(questionHits.map((hit) => hit.formId))]) : undefined,
      )
    : undefined;
  const formRows = await db
    .select()
    .from(forms)
    .where(and(...formWhere, searchWhere))
    .orderBy(asc(forms.position), asc(forms.name));
  const categoryIds = [...new Set(formRows.map((row) => row.categoryId).filter((id): id is string => Boolean(id)))];
  const [categoryRows, formItems] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(
        and(
          visibleWhere(categories.clientId, actor),
          eq(categories.status, 'ACTIVE'),
          eqIfGiven(categories.kind, input.kind),
          // Without a search or filter, list every active category, even empty ones.
          pattern || input.establishmentCategory
            ? inArray(categories.id, categoryIds.length ? categoryIds : [''])
            : undefined,
        ),
      )
      .orderBy(asc(categories.position), asc(categories.name)),
    toForms(db, formRows),
  ]);
  const activeCategoryIds = new Set(categoryRows.map((row) => row.id));
  return {
    categories: categoryRows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      kind: row.kind as Kind,
      isShared: row.clientId === null,
      forms: formItems.filter((form) => form.categoryId === row.id),
    })),
    // Forms without a category, and those whose category is inactive, stay reachable.
    otherForms: formItems.filter((form) => !form.categoryId || !activeCategoryIds.has(form.categoryId)),
    questionHits,
  };
}
