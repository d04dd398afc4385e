import type { ACTION_PRIORITIES } from '../enums.ts';

type ActionPriority = (typeof ACTION_PRIORITIES)[number];

/**
 * Issue 27 item 3: a gap proposed as an action is worded as an action, not as the question it failed.
 * The rule, first match wins:
 * 1. the library's own wording for the question (`actionTitle`), when it has one;
 * 2. a mandatory document whose proofs have all expired: « Produire le document : <document> » (DESIGN §6);
 * 3. a question that expects a document: « Mettre en place le document « <document> » » when the answer
 *    says it is not there at all (a yes/no question answered no), « Mettre à jour le document « <document> » »
 *    when it is there but falls short (a partial choice or a low mark);
 * 4. a closed question (« Le protocole est-il écrit ? », « Les protocoles sont-ils connus ? »): turned back
 *    into its statement, « S’assurer que le protocole est écrit »; « Existe-t-il un … ? » / « Y a-t-il un … ? »
 *    becomes « Mettre en place un … »; a statement (a notation's « Les familles connaissent … ») likewise;
 * 5. anything else (« Quelles parties … ? »): « Remédier à l’écart : <question> ».
 * Titles are cut to the column's 300 characters.
 */
export type WordingQuestion = {
  label: string;
  type: string;
  expectedDocument: string | null;
  actionTitle?: string | null;
  conformingAnswer?: boolean | null;
};

const TITLE_LENGTH = 300;
const INTERROGATIVES =
  /^(quel|quelle|quels|quelles|comment|combien|où|pourquoi|quand|qui|que|qu['’]|lequel|laquelle|lesquels|lesquelles|à quel|à quelle|dans quel|dans quelle|de quel|de quelle|par qui|sur quoi|en quoi|à qui)\b/i;
/** « est-il », « sont-ils », « comporte-t-elle », « dispose-t-on »: the verb, then the pronoun of the inversion. */
const INVERSION = /^(.+?)\s+([\p{L}'’]+)-(?:t-)?(?:il|elle|ils|elles|on)\b\s*(.*?)\s*\?\s*$/u;
const THERE_IS = /^(?:existe-t-il|y a-t-il|existe-t-elle)\s+(.+?)\s*\?\s*$/iu;

export function truncateTitle(text: string): string {
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text;
}

/** Lower-cases the first letter of a sentence put after a verb, leaving acronyms (« PAI », « EAJE ») alone. */
function continued(text: string): string {
  const [first, second] = text;
  if (!first || (second && second.toUpperCase() === second && /\p{L}/u.test(second))) return text;
  return first.toLowerCase() + text.slice(1);
}

/** The affirmative statement behind a closed question, or null when it is not one. */
export function statementOf(label: string): string | null {
  const text = label.trim().replace(/\s+/g, ' ');
  if (!text.endsWith('?')) return text.replace(/[.!]\s*$/, '') || null;
  if (INTERROGATIVES.test(text)) return null;
  const match = INVERSION.exec(text);
  if (!match) return null;
  const [, subject, verb, rest] = match;
  return [subject, verb, rest].filter(Boolean).join(' ');
}

export function proposalTitle(
  question: WordingQuestion,
  reason: 'NON_CONFORMING' | 'MISSING_DOCUMENT',
  answerValue: unknown,
): string {
  const own = question.actionTitle?.trim();
  if (own) return truncateTitle(own);
  const document = question.expectedDocument?.trim();
  if (reason === 'MISSING_DOCUMENT') return truncateTitle(`Produire le document : ${document || question.label}`);
  if (document) {
    // A yes/no answered against its conforming answer: the document is not there; anything else, it falls short.
    const absent = question.type === 'BOOLEAN' && typeof answerValue === 'boolean';
    return truncateTitle(`${absent ? 'Mettre en place' : 'Mettre à jour'} le document « ${document} »`);
  }
  const label = question.label.trim();
  const thereIs = THERE_IS.exec(label);
  if (thereIs && question.conformingAnswer !== false) return truncateTitle(`Mettre en place ${thereIs[1]}`);
  // A question whose conforming answer is « non » states what must not be: its statement is the gap, not the goal.
  const statement = question.conformingAnswer === false ? null : statementOf(label);
  if (statement) return truncateTitle(`S’assurer que ${continued(statement)}`);
  return truncateTitle(`Remédier à l’écart : ${label}`);
}

/**
 * The priority of a proposal: an impératif below its threshold is CRITICAL (DESIGN §6, DOMAIN.md); a
 * mandatory document whose proofs expired is HIGH; otherwise the answer's score decides — under 50 (« non »,
 * a low mark, a weak choice) HIGH, else MEDIUM (a partial answer).
 */
export function proposalPriority(
  reason: 'NON_CONFORMING' | 'MISSING_DOCUMENT',
  isCritical: boolean,
  score: number | null,
): ActionPriority {
  if (reason === 'MISSING_DOCUMENT') return 'HIGH';
  if (isCritical) return 'CRITICAL';
  return score !== null && score < 50 ? 'HIGH' : 'MEDIUM';
}

/** The description carried into the action: the question, its reference, and the comment given with the answer. */
export function proposalDescription(question: { label: string; reference: string | null }, comment: string | null) {
  const lines = [`Question : ${question.label}`];
  if (question.reference) lines.push(`Référence : ${question.reference}`);
  if (comment?.trim()) lines.push(`Commentaire de la réponse : ${comment.trim()}`);
  return lines.join('\n').slice(0, 4000);
}
