import { Check } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** One choice of a combobox: `value` '' is the « none / all » choice. */
export type ComboboxOption = { value: string; label: string; description?: string | undefined };

/** The id of an option, which the combobox's aria-activedescendant names. */
export function getOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The option the arrow keys move to (clamped at both ends), or null for any other key. */
export function getNextActiveIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  return null;
}

type ComboboxListboxProps = {
  id: string;
  /** The accessible name of the list. */
  label: string;
  options: readonly ComboboxOption[];
  /** The option the keyboard is on (the combobox keeps the focus), -1 for none. */
  activeIndex: number;
  /** The chosen value: checked and aria-selected. */
  selectedValue: string | null;
  onActivate: (index: number) => void;
  onPick: (index: number) => void;
  className?: string;
};

/**
 * The listbox of a WAI-ARIA combobox: the focus stays in the combobox, which
 * points at the active option with aria-activedescendant; a click picks.
 */
export function ComboboxListbox({
  id,
  label,
  options,
  activeIndex,
  selectedValue,
  onActivate,
  onPick,
  className,
}: ComboboxListboxProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={cn('max-h-64 overflow-y-auto p-1', className)}>
      {options.map((option, index) => (
        <li
          key={option.value || '(aucun)'}
          id={getOptionId(id, index)}
          role="option"
          aria-selected={option.value === selectedValue}
          className={cn(
            'flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm',
            index === activeIndex && 'bg-muted',
          )}
          onMouseEnter={() => onActivate(index)}
          // Keeps the focus in the combobox.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(index)}
        >
          <Check className={cn('mt-0.5 size-4 shrink-0', option.value !== selectedValue && 'invisible')} aria-hidden />
          <span className="flex min-w-0 flex-col">
            <span className="break-words">{option.label}</span>
            {option.description ? (
              <span className="text-xs break-words text-muted-foreground">{option.description}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

type ComboboxStatusProps = {
  isPending: boolean;
  isError: boolean;
  /** How many results the server sent, and how many match in all. */
  shown: number;
  total: number | undefined;
  emptyText?: string;
  errorText?: string;
};

/** Under the list, announced politely: loading, error, nothing found, or « 20 sur 3 400 ». */
export function ComboboxStatus({
  isPending,
  isError,
  shown,
  total,
  emptyText = 'Aucun résultat',
  errorText = 'Impossible de charger la liste.',
}: ComboboxStatusProps) {
  const text = isPending
    ? 'Chargement…'
    : isError
      ? errorText
      : shown === 0
        ? emptyText
        : total !== undefined && total > shown
          ? `${shown} sur ${total} : affinez la recherche.`
          : '';
  return (
    <p
      role="status"
      className={cn(
        'px-3 text-xs',
        text ? 'border-t border-border py-2' : 'sr-only',
        isError ? 'text-destructive' : 'text-muted-foreground',
      )}
    >
      {text}
    </p>
  );
}

/**
 * Where a popup list fits: under its field unless the room left there, in the
 * viewport or in the nearest scrolling box (a dialog), is short and there is more above.
 */
export function getPopupPlacement(field: HTMLElement, popupHeight = 300): 'below' | 'above' {
  const rect = field.getBoundingClientRect();
  let top = 0;
  let bottom = window.innerHeight;
  for (let parent = field.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'hidden') {
      const box = parent.getBoundingClientRect();
      top = Math.max(top, box.top);
      bottom = Math.min(bottom, box.bottom);
      break;
    }
  }
  const below = bottom - rect.bottom;
  const above = rect.top - top;
  return below < popupHeight && above > below ? 'above' : 'below';
}
