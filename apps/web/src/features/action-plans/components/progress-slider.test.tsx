import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_SAVE_DELAY, ProgressSlider } from './progress-slider.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The dialog's part: each save comes back as a new saved progress (a new version of the action). */
function Harness({ onSave }: { onSave: (progress: number) => void }) {
  const [progress, setProgress] = useState(0);
  return (
    <ProgressSlider
      id="detail-progress"
      progress={progress}
      onSave={async (next) => {
        onSave(next);
        setProgress(next);
      }}
    />
  );
}

/** What an arrow press does to a range input: one step more, then the input event React listens to. */
function pressArrowRight(slider: HTMLInputElement) {
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.change(slider, { target: { value: String(Number(slider.value) + 10) } });
  fireEvent.keyUp(slider, { key: 'ArrowRight' });
}

/** The pause after which a move is saved, and the save's answer. */
const pause = () => act(async () => void vi.advanceTimersByTime(PROGRESS_SAVE_DELAY));

describe('ProgressSlider (issue 34 item 8)', () => {
  it('keeps the keyboard through saves: three presses, paused between, move it three steps', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const slider = screen.getByRole<HTMLInputElement>('slider');
    act(() => slider.focus());
    for (let press = 1; press <= 3; press++) {
      pressArrowRight(screen.getByRole('slider'));
      await pause();
      // Same element, still focused, never disabled: the next press reaches it.
      expect(screen.getByRole('slider')).toBe(slider);
      expect(document.activeElement).toBe(slider);
      expect(slider.disabled).toBe(false);
    }
    expect(slider.value).toBe('30');
    expect(slider.getAttribute('aria-valuetext')).toBe('30 %');
    expect(onSave.mock.calls).toEqual([[10], [20], [30]]);
  });

  it('saves once for quick presses, and a saved value from elsewhere does not undo a move that waits', async () => {
    const onSave = vi.fn(async () => undefined);
    const { rerender } = render(<ProgressSlider id="p" progress={20} onSave={onSave} />);
    const slider = screen.getByRole<HTMLInputElement>('slider');
    pressArrowRight(slider);
    pressArrowRight(slider);
    rerender(<ProgressSlider id="p" progress={50} onSave={onSave} />);
    expect(slider.value).toBe('40');
    await pause();
    expect(onSave.mock.calls).toEqual([[40]]);
    // Nothing waits any more: the next saved value shows.
    rerender(<ProgressSlider id="p" progress={70} onSave={onSave} />);
    expect(slider.value).toBe('70');
  });

  it('sends one save at a time: a move during a save is sent after its answer, a stale value meanwhile is ignored', async () => {
    const answers: Array<() => void> = [];
    const onSave = vi.fn((_progress: number) => new Promise<void>((resolve) => answers.push(resolve)));
    const { rerender } = render(<ProgressSlider id="p" progress={40} onSave={onSave} />);
    const slider = screen.getByRole<HTMLInputElement>('slider');
    pressArrowRight(slider);
    await pause();
    expect(onSave.mock.calls).toEqual([[50]]);
    pressArrowRight(slider);
    await pause();
    // The first save has not answered: the second waits for it.
    expect(onSave).toHaveBeenCalledTimes(1);
    // A refetch from before our saves lands meanwhile: the user's 60 stays.
    rerender(<ProgressSlider id="p" progress={40} onSave={onSave} />);
    expect(slider.value).toBe('60');
    await act(async () => answers[0]!());
    expect(onSave.mock.calls).toEqual([[50], [60]]);
    await act(async () => answers[1]!());
    rerender(<ProgressSlider id="p" progress={60} onSave={onSave} />);
    expect(slider.value).toBe('60');
  });

  it('goes back to the saved value when the server refuses the move', async () => {
    const onSave = vi.fn(async () => Promise.reject(new Error('409')));
    render(<ProgressSlider id="p" progress={40} onSave={onSave} />);
    const slider = screen.getByRole<HTMLInputElement>('slider');
    pressArrowRight(slider);
    expect(slider.value).toBe('50');
    await pause();
    expect(slider.value).toBe('40');
  });
});
