import * as v from 'valibot';
import { noControlCharacters } from '../validation/fields.ts';
import { documentAs } from '../validation/json-schema.ts';
import { INPUT_MESSAGES } from '../validation/messages.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** page=1e20 overflowed the SQL offset (a 500, issue 12); 100,000 pages of 200 is far beyond any list. */
export const MAX_PAGE = 100_000;

/**
 * Text or a number as a number; anything else NaN (refused by `v.number`). `Number()` of an object calls its
 * `valueOf`/`toString`: `{"toString": null}` threw, and the fuzz campaign saw a 500 on PostgreSQL's run.
 */
export function toNumber(value: unknown): number {
  return typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
}

/** DESIGN §2 "REST answers": lists take page, pageSize (50, at most 200) and search. */
export const listQueryEntries = {
  // Query strings carry text: parsed here, documented as the integers callers send.
  page: documentAs(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (value === undefined || value === '' ? 1 : toNumber(value))),
        v.number('La page doit être un nombre'),
        v.integer('La page doit être un nombre entier'),
        v.minValue(1, 'La page doit être supérieure ou égale à 1'),
        v.maxValue(MAX_PAGE, INPUT_MESSAGES.pageTooLarge),
      ),
      1,
    ),
    { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  ),
  pageSize: documentAs(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (value === undefined || value === '' ? DEFAULT_PAGE_SIZE : toNumber(value))),
        v.number('La taille de page doit être un nombre'),
        v.integer('La taille de page doit être un nombre entier'),
        v.minValue(1, 'La taille de page doit être comprise entre 1 et 200'),
        v.maxValue(MAX_PAGE_SIZE, 'La taille de page doit être comprise entre 1 et 200'),
      ),
      DEFAULT_PAGE_SIZE,
    ),
    { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  ),
  search: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, 'La recherche ne peut pas dépasser 200 caractères'),
      noControlCharacters(),
    ),
  ),
};

/** A list's input: page, pageSize and search, then the list's own filters (in the order of its query string). */
export function listInput<TFilters extends v.ObjectEntries = Record<never, never>>(filters: TFilters = {} as TFilters) {
  return v.object({ ...listQueryEntries, ...filters });
}

export function listOutput<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ items: v.array(item), total: v.number() });
}

export type ListResult<T> = { items: T[]; total: number };

export const successOutput = v.object({ success: v.literal(true) });
