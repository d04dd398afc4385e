import * as v from 'valibot';

/**
 * The sources a reference was checked against (ADR 025). A question's
 * `reference` is split on « ; » into citations; a recorded source covers a
 * citation when its `cites` is the citation itself, or the citation's leading
 * text up to a space or a comma: the source of « CSP art. R2324-29 » covers
 * « CSP art. R2324-29 1° » and « CSP art. R2324-29, II », never
 * « CSP art. R2324-29-1 ». The default library's test and the reading room
 * read them by the same rule.
 */
export function citationsOf(reference: string): string[] {
  return reference
    .split(' ; ')
    .map((citation) => citation.trim())
    .filter(Boolean);
}

export function sourceCovers(cites: string, citation: string): boolean {
  if (citation === cites) return true;
  return citation.startsWith(cites) && /^[ ,]/.test(citation.slice(cites.length));
}

/** A source as a part file of the default library records it (`note` stays in the file). */
export interface RecordedSource {
  cites: string;
  title: string;
  url: string;
  /** YYYY-MM-DD. */
  checkedOn: string;
}

/** One citation of a question, and the source it was checked against, as the reading room shows it. */
export const QuestionSourceSchema = v.object({
  questionKey: v.string(),
  /** The citation of the question's reference this source covers. */
  citation: v.string(),
  title: v.string(),
  url: v.string(),
  /** YYYY-MM-DD, the day the text was read. */
  checkedOn: v.string(),
});
export type QuestionSource = v.InferOutput<typeof QuestionSourceSchema>;

/**
 * The recorded sources of a question's citations, in the reference's order;
 * a citation without a recorded source has none (a client's own reference).
 */
export function sourcesOfReference(
  questionKey: string,
  reference: string | null,
  recorded: readonly RecordedSource[],
): QuestionSource[] {
  const found: QuestionSource[] = [];
  for (const citation of citationsOf(reference ?? '')) {
    // The longest `cites` wins: « CSP art. R2324-30 II 4° » has its own source beside « CSP art. R2324-30 ».
    const source = recorded
      .filter((item) => sourceCovers(item.cites, citation))
      .sort((a, b) => b.cites.length - a.cites.length)[0];
    if (source) {
      found.push({ questionKey, citation, title: source.title, url: source.url, checkedOn: source.checkedOn });
    }
  }
  return found;
}
