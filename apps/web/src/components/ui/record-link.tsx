import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The pages of one record: a route whose only parameter is its `$id`. */
type RecordPath = Extract<NonNullable<LinkProps['to']>, `${string}/$id`>;

/**
 * On a touch screen a record's name standing alone (a list's item, a card's title) is a 44 px target: an inline-flex
 * box, its text centred, still wrapping. Within a sentence it keeps its line (WCAG 2.5.5's inline exception).
 */
const TOUCH = 'pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center';

const LOOKS = {
  /** A list's item name. */
  name: `font-medium underline-offset-4 hover:underline ${TOUCH}`,
  /** A list's item name in the primary colour, long names wrapping. */
  primary: `font-medium break-words text-primary hover:underline ${TOUCH}`,
  /** Inside a heading, which sets the weight. */
  heading: `underline-offset-4 hover:underline ${TOUCH}`,
  /** Within a sentence. */
  inline: 'text-primary underline',
} as const;

type RecordLinkProps = {
  to: RecordPath;
  id: string;
  /** The record's name. */
  children: ReactNode;
  look?: keyof typeof LOOKS;
};

/** A record's name, leading to its page. */
export function RecordLink({ to, id, children, look = 'name' }: RecordLinkProps) {
  return (
    <Link to={to} params={{ id }} className={LOOKS[look]}>
      {children}
    </Link>
  );
}
