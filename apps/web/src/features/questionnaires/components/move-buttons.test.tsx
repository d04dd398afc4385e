import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoveButtons, moveItem, useMoveFocus, type Direction } from './move-buttons.tsx';

afterEach(cleanup);

function Harness() {
  const [items, setItems] = useState(['a', 'b', 'c']);
  const listRef = useRef<HTMLOListElement>(null);
  const setFocusTarget = useMoveFocus(listRef, 'data-item', items);
  const onMove = (index: number, direction: Direction) => {
    setItems(moveItem(items, index, direction === 'up' ? index - 1 : index + 1));
    setFocusTarget({ id: items[index]!, direction });
  };
  return (
    <ol ref={listRef}>
      {items.map((item, index) => (
        <li key={item} data-item={item}>
          <MoveButtons index={index} count={items.length} name={`« ${item} »`} onMove={onMove} />
        </li>
      ))}
    </ol>
  );
}

describe('MoveButtons and useMoveFocus', () => {
  it('disables the ends, moves the item and keeps the focus on the moved one (its other arrow at an end)', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Monter « a »' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Descendre « c »' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Descendre « a »' }));
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.item)).toEqual(['b', 'a', 'c']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descendre « a »' }));

    fireEvent.click(screen.getByRole('button', { name: 'Descendre « a »' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Monter « a »' }));
  });
});
