import { and, ilike, sql, type Column, type SQL } from 'drizzle-orm';
import { toContainsPattern } from './pagination.ts';

/**
 * Issue 34 item 7: accent folding both databases can do. PGlite has no
 * `unaccent`, so the letters French names carry are mapped one to one by
 * `translate()`, and the ligatures by `replace()`; the query is folded in
 * JavaScript with the very same table, so a stored « Léa » and a typed « lea »
 * (or the reverse) meet. Case is left to ILIKE.
 */
const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const PLAIN = 'AAAAAACEEEEIIIINOOOOOUUUUYYaaaaaaceeeeiiiinooooouuuuyy';
const LIGATURES: ReadonlyArray<readonly [string, string]> = [
  ['Œ', 'OE'],
  ['œ', 'oe'],
  ['Æ', 'AE'],
  ['æ', 'ae'],
];

const PLAIN_OF = new Map([...ACCENTED].map((char, index) => [char, PLAIN[index]!]));

/** `text` folded as `foldedSql` folds a column: NFC first, so a decomposed « é » is the letter the table knows. */
export function foldAccents(text: string): string {
  let folded = [...text.normalize('NFC')].map((char) => PLAIN_OF.get(char) ?? char).join('');
  for (const [ligature, letters] of LIGATURES) folded = folded.replaceAll(ligature, letters);
  return folded;
}

/** The SQL of `expression` folded like `foldAccents` (immutable: usable in a generated column and its index). */
export function foldedSql(expression: SQL): SQL {
  let folded = sql`translate(${expression}, '${sql.raw(ACCENTED)}', '${sql.raw(PLAIN)}')`;
  for (const [ligature, letters] of LIGATURES)
    folded = sql`replace(${folded}, '${sql.raw(ligature)}', '${sql.raw(letters)}')`;
  return folded;
}

/**
 * Every word of `search`, in any order, somewhere in `folded` (a column
 * already folded by `foldedSql`): « Martin Claire » finds Claire Martin,
 * « lea » finds Léa. No condition without a word.
 */
export function wordsSearchWhere(search: string | undefined, folded: Column): SQL | undefined {
  const words = foldAccents(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => ilike(folded, toContainsPattern(word))));
}
