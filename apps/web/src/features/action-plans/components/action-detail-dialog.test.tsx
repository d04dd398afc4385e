import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The dialog's frame is what is tested: the action itself is still loading (no server, no session).
vi.mock('../api/get-action.ts', () => ({
  useAction: () => ({ data: undefined, isPending: true, isError: false, error: null }),
}));

const { ActionDetailDialog } = await import('./action-detail-dialog.tsx');

afterEach(cleanup);

function Harness() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpenId('a1')}>
        Afficher le protocole
      </button>
      <button type="button">Autre action</button>
      <ActionDetailDialog actionId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

describe('ActionDetailDialog', () => {
  it('gives the focus back to the row that opened it when Escape closes it (issue 19 item 8)', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Afficher le protocole' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
