import { cn } from '@/lib/utils.ts';

/** A native-semantics progress bar (role progressbar) with its value in words for screen readers. */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText ?? `${Math.round(clamped)} %`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
