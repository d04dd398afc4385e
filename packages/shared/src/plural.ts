/**
 * Issue 34 item 10: generated documents write real French plurals, never
 * « 1 non concernée(s) ». French takes the singular below 2 (« 0 action »,
 * « 1,5 point »), the plural from 2 on.
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  return Math.abs(count) < 2 ? singular : pluralForm;
}

/** The count and its word: « 1 établissement », « 3 établissements ». */
export function countOf(count: number, singular: string, pluralForm: string): string {
  return `${count} ${plural(count, singular, pluralForm)}`;
}
