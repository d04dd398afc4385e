/**
 * French typography for text laid out by a machine (PDF reports, issue 15):
 * a space that must never break a line becomes a no-break one, so that
 * « 40 % » or « enfant ? » never split and no line starts with « % », « ? »,
 * « : ». Narrow no-break space (U+202F) before high punctuation, inside
 * guillemets and between digit groups; no-break space (U+00A0) inside dates,
 * between a number and its unit or « / 100 ».
 */
export const NARROW_NBSP = '\u202F';
export const NBSP = '\u00A0';

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

export function frenchTypography(text: string): string {
  return (
    text
      // before ; : ! ? % » — and after «
      .replace(/[ \u00A0]+([;:!?%»])/g, `${NARROW_NBSP}$1`)
      .replace(/«[ \u00A0]+/g, `«${NARROW_NBSP}`)
      // 10 000 (digit groups)
      .replace(/(\d) (?=\d{3}\b)/g, `$1${NARROW_NBSP}`)
      // 1er mars 2026, 12 mars
      .replace(new RegExp(`(\\d{1,2}(?:er)?) (${MONTHS})(?: (\\d{4}))?`, 'g'), (_match, day, month, year) =>
        year ? `${day}${NBSP}${month}${NBSP}${year}` : `${day}${NBSP}${month}`,
      )
      // 72 / 100, 3 / 12
      .replace(/(\d) \/ (\d)/g, `$1${NBSP}/${NBSP}$2`)
      // n° 12, art. R2324-29, p. 3
      .replace(/\b(n°|art\.|p\.) (?=\S)/g, `$1${NBSP}`)
  );
}
