import type { ActionPriority, ActionStatus } from '@qc/shared/action-plans/schemas';
import { formatCalendarDay } from '@qc/shared/dates';
import { ACTION_PRIORITIES, ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS, ACTION_STATUSES } from '@qc/shared/enums';
import { enumOptions, type SelectOption } from '@/components/forms/fields.tsx';

/** The statuses and priorities as select options, in their order, for the action form and the filters. */
export const ACTION_STATUS_OPTIONS = enumOptions(ACTION_STATUSES, ACTION_STATUS_LABELS);
export const ACTION_PRIORITY_OPTIONS = enumOptions(ACTION_PRIORITIES, ACTION_PRIORITY_LABELS);

/** The establishment's team as the responsible's choices: each effective member by name. */
export function teamOptions(
  links: ReadonlyArray<{ effectiveMemberId: string; effectiveMember: { firstName: string; lastName: string } }>,
): SelectOption[] {
  return links.map((link) => ({
    value: link.effectiveMemberId,
    label: `${link.effectiveMember.firstName} ${link.effectiveMember.lastName}`,
  }));
}

export const STATUS_BADGE: Record<ActionStatus, 'default' | 'success' | 'muted' | 'danger'> = {
  TODO: 'default',
  IN_PROGRESS: 'default',
  DONE: 'success',
  CANCELLED: 'muted',
};

export const PRIORITY_CLASS: Record<ActionPriority, string> = {
  LOW: 'text-muted-foreground',
  MEDIUM: '',
  HIGH: 'text-amber-800 font-medium',
  CRITICAL: 'text-red-800 font-semibold',
};

/** A calendar day (YYYY-MM-DD) as « 21 novembre 2026 », the app's one date format; « — » when none. */
export function formatDay(day: string | null): string {
  return day ? formatCalendarDay(day) : '—';
}
