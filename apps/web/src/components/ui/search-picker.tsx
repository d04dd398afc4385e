import { ChevronsUpDown } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { cn } from '@/lib/utils.ts';
import {
  ComboboxListbox,
  ComboboxStatus,
  getNextActiveIndex,
  getOptionId,
  getPopupPlacement,
  type ComboboxOption,
} from './combobox-listbox.tsx';
import { useSearchPickerData, type SearchPickerSource } from './search-picker-data.ts';

export type SearchPickerProps<TItem> = {
  /** The input's id: a <label htmlFor> names it, `${id}-error` is its message (see Field). */
  id: string;
  /** The name of the list of choices (the field's label). */
  label: string;
  /** The chosen id, '' for none. */
  value: string;
  /** `item` is null for the « none » choice and for a value named only by `fallbackOption`. */
  onChange: (value: string, item: TItem | null) => void;
  source: SearchPickerSource<TItem>;
  /** The label of the '' choice (« Tous les clients », « Aucun client »), shown closed while it is the value; none when a choice is required. */
  emptyOption?: string;
  /** How to name the current value without asking the server (e.g. an edited user's establishment). */
  fallbackOption?: ComboboxOption | null;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  className?: string;
};

/**
 * A searchable select for lists too long for a native one (an ADMIN's thousands
 * of clients, legal entities, establishments): WAI-ARIA editable combobox with a
 * list, searched on the server as one types. Closed, it shows the chosen value;
 * ↓/↑ open and move, Enter picks (or opens; it never submits the form), Escape closes (and only the list, not the
 * dialog around it), leaving the field gives back the chosen value.
 */
export function SearchPicker<TItem>({
  id,
  label,
  value,
  onChange,
  source,
  emptyOption,
  fallbackOption,
  placeholder = 'Rechercher…',
  invalid,
  describedBy,
  disabled,
  className,
}: SearchPickerProps<TItem>) {
  const listId = `${id}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // null while not typing: the input then shows the chosen value.
  const [text, setText] = useState<string | null>(null);
  // -1: the chosen option (or the first) until the arrows move.
  const [activeIndex, setActiveIndex] = useState(-1);
  const [picked, setPicked] = useState<ComboboxOption | null>(null);
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const typed = (text ?? '').trim();
  const search = useDebouncedValue(typed, 250);
  const data = useSearchPickerData({
    source,
    search,
    isSearchSettled: search === typed,
    value,
    isOpen,
    knownOptions: [picked, fallbackOption],
    emptyOption,
  });
  const { entries } = data;
  const chosenIndex = entries.findIndex((entry) => entry.option.value === value);
  const active =
    entries.length === 0 ? -1 : activeIndex >= 0 ? Math.min(activeIndex, entries.length - 1) : Math.max(chosenIndex, 0);

  const open = () => {
    if (isOpen) return;
    setActiveIndex(-1);
    if (rootRef.current) setPlacement(getPopupPlacement(rootRef.current));
    setIsOpen(true);
  };
  const close = () => {
    setIsOpen(false);
    setText(null);
  };
  const pick = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    setPicked(entry.option);
    close();
    if (entry.option.value !== value) onChange(entry.option.value, entry.item);
  };

  // Escape must reach the list before Radix's dialog listener (document, capture phase) closes the dialog.
  useEffect(() => {
    if (!isOpen) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !rootRef.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      event.preventDefault();
      setIsOpen(false);
      setText(null);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [isOpen]);

  useEffect(() => {
    if (isOpen && active >= 0)
      document.getElementById(getOptionId(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [isOpen, active, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen || event.altKey) return open();
      const next = getNextActiveIndex(event.key, active, entries.length);
      if (next !== null) setActiveIndex(next);
    } else if (event.key === 'Enter') {
      // Never submits the form around it (issue 19 item 8: Enter there sent a half-filled form and
      // painted every field red): open, it picks, never among the results of an older text; closed, it opens.
      event.preventDefault();
      if (!isOpen) return open();
      if (!data.isPending) pick(active);
    }
  };

  const shownText = text ?? data.selected?.label ?? '';

  return (
    <div ref={rootRef} className={cn('relative w-full', className)}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && active >= 0 ? getOptionId(listId, active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={data.isSelectedPending ? 'Chargement…' : isOpen ? placeholder : (emptyOption ?? placeholder)}
        value={shownText}
        className="flex h-9 w-full min-w-0 rounded-md border border-input bg-card py-1 pr-9 pl-3 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-destructive"
        onChange={(event) => {
          setText(event.target.value);
          open();
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        // Typing replaces the chosen value's name instead of adding to it.
        onFocus={(event) => event.currentTarget.select()}
        onClick={open}
        onBlur={close}
      />
      <ChevronsUpDown
        className="pointer-events-none absolute top-2.5 right-3 size-4 text-muted-foreground"
        aria-hidden
      />
      {isOpen ? (
        <div
          className={cn(
            'absolute right-0 left-0 z-50 min-w-56 rounded-md border border-border bg-card shadow-md',
            placement === 'below' ? 'top-full mt-1' : 'bottom-full mb-1',
          )}
          onMouseDown={(event) => event.preventDefault()}
        >
          <ComboboxListbox
            id={listId}
            label={label}
            options={entries.map((entry) => entry.option)}
            activeIndex={active}
            selectedValue={value}
            onActivate={setActiveIndex}
            onPick={pick}
          />
          <ComboboxStatus isPending={data.isPending} isError={data.isError} shown={data.shown} total={data.total} />
        </div>
      ) : null}
    </div>
  );
}
