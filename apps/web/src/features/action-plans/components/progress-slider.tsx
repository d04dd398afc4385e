import { useEffect, useRef, useState } from 'react';

/** How long the slider waits after the last move before saving: a few arrow presses make one save. */
export const PROGRESS_SAVE_DELAY = 600;

type ProgressSliderProps = {
  id: string;
  /** The saved progress (0–100): followed when it changes and nothing of ours waits. */
  progress: number;
  onSave: (progress: number) => void;
};

/**
 * Issue 34 item 8: the « Avancement » slider kept its focus for one arrow press only. It was
 * remounted on every saved version (`key`) and disabled while saving, and each of those drops the
 * keyboard focus. Now one input for the dialog's life, its value ours while the user moves it,
 * saved once they pause, and never disabled (a save in flight only delays the next one).
 */
export function ProgressSlider({ id, progress, onSave }: ProgressSliderProps) {
  const [value, setValue] = useState(progress);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef(false);
  const save = useRef(onSave);
  const saved = useRef(progress);
  useEffect(() => {
    save.current = onSave;
    saved.current = progress;
  });

  // The saved value moved (our save came back, or someone else's): shown unless a move of ours waits.
  useEffect(() => {
    if (!waiting.current) setValue(progress);
  }, [progress]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: number) => {
    setValue(next);
    waiting.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      waiting.current = false;
      if (next !== saved.current) save.current(next);
    }, PROGRESS_SAVE_DELAY);
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
