import type { ActionPriority, ActionStatus } from '@qc/shared/action-plans/schemas';
import { formatCalendarDay } from '@/lib/dates.ts';

export { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '@qc/shared/action-plans/schemas';

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
