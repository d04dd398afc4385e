import { ArrowDown, ArrowUp } from 'lucide-react';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button.tsx';

export type Direction = 'up' | 'down';

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

type MoveButtonsProps = {
  index: number;
  count: number;
  /** What the buttons move, for their names: « Monter {name} ». */
  name: string;
  onMove: (index: number, direction: Direction) => void;
};

/** « Monter » and « Descendre » on an ordered item; the ends are disabled. */
export function MoveButtons({ index, count, name, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        data-move="up"
        aria-label={`Monter ${name}`}
        disabled={index === 0}
        onClick={() => onMove(index, 'up')}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        data-move="down"
        aria-label={`Descendre ${name}`}
        disabled={index === count - 1}
        onClick={() => onMove(index, 'down')}
      >
        <ArrowDown aria-hidden />
      </Button>
    </>
  );
}

/**
 * After a keyboard move, the focus goes to the same button on the moved item (or its other arrow at an
 * end), once `items` shows the new order. Items are found by `attribute` (data-form-id, data-question-key).
 */
export function useMoveFocus(listRef: RefObject<HTMLElement | null>, attribute: string, items: unknown) {
  const [target, setTarget] = useState<{ id: string; direction: Direction } | null>(null);
  useLayoutEffect(() => {
    if (!target) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[${attribute}="${target.id}"]`);
    const preferred = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`);
    (preferred ?? item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  }, [target, items, listRef, attribute]);
  return setTarget;
}
