/**
 * Issue 34 item 10: the widths and font sizes of the board report's score table, so that its
 * headers never run into each other. With the demo library's six categories, the category columns
 * were 7 % wide, right-aligned with no gap, and a word such as « d’établissement » (French text is
 * never hyphenated, fonts.ts) overflowed into the next header.
 */

/** A4 landscape (842 pt) less the page's horizontal padding (styles.page: 36 pt each side). */
const CONTENT_WIDTH = 842 - 2 * 36;
/** The space kept at the left of every column but the first, so two right-aligned texts never touch. */
export const COLUMN_GAP = 8;
/** An upper bound of a character's advance in DejaVu Sans Bold, in ems (« m » and « w » are the widest, about 0.87). */
const BOLD_ADVANCE = 0.78;
/** The same for the regular face (digits are 0.64). */
const REGULAR_ADVANCE = 0.66;

const percent = (value: number) => `${Math.floor(value * 10) / 10}%`;
const fitting = (widthPt: number, characters: number, advance: number, max: number, min: number) =>
  Math.max(min, Math.min(max, Math.floor(((widthPt - COLUMN_GAP) / (characters * advance)) * 10) / 10));

export type ScoreColumns = {
  site: string;
  score: string;
  change: string;
  category: string;
  /** The category headers' size: their longest word fits the column. */
  headerSize: number;
  /** The category cells' size: « 100 (100 %) » fits the column. */
  cellSize: number;
};

/** Establishment 18 %, score 12 %, change 9 %; the categories share the rest. */
export function scoreColumns(categoryNames: readonly string[]): ScoreColumns {
  const share = 61 / Math.max(1, categoryNames.length);
  const widthPt = (CONTENT_WIDTH * share) / 100;
  const longestWord = Math.max(1, ...categoryNames.flatMap((name) => name.split(/\s+/)).map((word) => word.length));
  return {
    site: '18%',
    score: '12%',
    change: '9%',
    category: percent(share),
    headerSize: fitting(widthPt, longestWord, BOLD_ADVANCE, 7, 4.5),
    cellSize: fitting(widthPt, '100 (100 %)'.length, REGULAR_ADVANCE, 9, 5.5),
  };
}
