import type { KeyboardEvent } from 'react';

/**
 * Issue 19 (« Done when »: a 12-question form in under 40 key presses): Entrée on a choice validates it and moves
 * on, as Entrée validates a field elsewhere. On a radio not yet chosen it chooses it first (Entrée on the focused
 * option means « this one »); on a checkbox it only moves on (Espace ticks, as everywhere).
 */
export function answerKeyDown(event: KeyboardEvent<HTMLElement>, next: () => void) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (!(target instanceof HTMLInputElement) || (target.type !== 'radio' && target.type !== 'checkbox')) return;
  event.preventDefault();
  if (target.type === 'radio' && !target.checked) target.click();
  next();
}
