import { useEffect, useRef, useState } from 'react';

/** How long the slider waits after the last move before saving: a few arrow presses make one save. */
export const PROGRESS_SAVE_DELAY = 600;

type ProgressSliderProps = {
  id: string;
  /** The saved progress (0–100): followed when it changes and nothing of ours waits or is on its way. */
  progress: number;
  /** Saves one value; rejects when the server refused it. */
  onSave: (progress: number) => Promise<unknown>;
};

/**
 * Issue 34 item 8: the « Avancement » slider kept its focus for one arrow press only. It was
 * remounted on every saved version (`key`) and disabled while saving, and each of those drops the
 * keyboard focus. Now one input for the dialog's life, never disabled; its value is the user's
 * while they move it, saved once they pause, one save at a time (the next one waits for the
 * previous answer), and the saved value shows again once nothing of theirs is pending.
 */
export function ProgressSlider({ id, progress, onSave }: ProgressSliderProps) {
  const [value, setValue] = useState(progress);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The value moved to and not yet sent; null when none. */
  const wanted = useRef<number | null>(null);
  const sending = useRef(false);
  const save = useRef(onSave);
  const saved = useRef(progress);
  useEffect(() => {
    save.current = onSave;
    saved.current = progress;
  });

  // The saved value moved (our save came back, or someone else's): shown unless a move of ours is pending.
  useEffect(() => {
    if (wanted.current === null && !sending.current) setValue(progress);
  }, [progress]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async () => {
    const next = wanted.current;
    if (sending.current || next === null) return;
    wanted.current = null;
    sending.current = true;
    try {
      await save.current(next);
    } catch {
      // Refused (said in a toast): back to the saved value, unless the user moved it again meanwhile.
      if (wanted.current === null) setValue(saved.current);
    } finally {
      sending.current = false;
    }
    void send();
  };

  const change = (next: number) => {
    setValue(next);
    wanted.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), PROGRESS_SAVE_DELAY);
  };

  return (
    <div className="grid gap-1">
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={10}
        value={value}
        aria-valuetext={`${value} %`}
        className="h-11 accent-primary sm:h-6"
        onChange={(event) => change(Number(event.currentTarget.value))}
      />
      <output htmlFor={id} aria-hidden className="text-xs text-muted-foreground tabular-nums">
        {value} %
      </output>
    </div>
  );
}
