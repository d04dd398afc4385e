import { useId, useRef, type ComponentProps } from 'react';
import { useHorizontalOverflow } from '@/hooks/use-horizontal-overflow.ts';
import { cn } from '@/lib/utils.ts';

/**
 * A table in a frame that scrolls sideways when it is wider than the screen (a phone). Issue 19
 * item 4: it then says so above it, and its frame takes the keyboard (Tab, then the arrow keys)
 * as a named region — WCAG 2.1.1, axe's scrollable-region-focusable.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const frameRef = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(frameRef);
  const hintId = useId();
  return (
    <div className="grid w-full gap-1">
      {overflows ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          <span aria-hidden>↔ </span>Ce tableau défile horizontalement : faites-le glisser, ou sélectionnez-le puis
          utilisez les flèches, pour voir toutes ses colonnes.
        </p>
      ) : null}
      <div
        ref={frameRef}
        {...(overflows
          ? {
              role: 'region',
              tabIndex: 0,
              'aria-label': props['aria-label'] ?? 'Tableau',
              'aria-describedby': hintId,
            }
          : {})}
        className="w-full overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
      </div>
    </div>
  );
}

export function TableHeader(props: ComponentProps<'thead'>) {
  return <thead className="border-b border-border bg-muted/60" {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody className="[&_tr:last-child]:border-0" {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn('h-10 px-3 text-left font-medium whitespace-nowrap text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}
