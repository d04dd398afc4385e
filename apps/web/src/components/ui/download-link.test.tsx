import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadLink } from './download-link.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DownloadLink', () => {
  it('says the file is being prepared, with the seconds elapsed, until the server answers (issue 19 item 6)', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    render(
      <DownloadLink href="/api/v1/establishments/e1/report" fileName="synthese.pdf">
        Télécharger la synthèse PDF
      </DownloadLink>,
    );
    const link = screen.getByRole('link', { name: 'Télécharger la synthèse PDF' });
    fireEvent.click(link);

    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Préparation du fichier…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_100);
    });
    expect(screen.getByRole('status').textContent).toBe('Préparation du fichier… 3 s');

    await act(async () => {
      // A Response-like answer: jsdom's Blob is not the one Node's Response reads.
      answer({
        ok: true,
        status: 200,
        headers: new Headers(),
        blob: () => Promise.resolve(new Blob(['%PDF'])),
      } as unknown as Response);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(link.textContent).toBe('Télécharger la synthèse PDF');
    expect(link.getAttribute('aria-busy')).toBeNull();
  });
});
