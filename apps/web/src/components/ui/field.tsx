import type { ReactNode } from 'react';
import { Label } from './label.tsx';

type FieldProps = { id: string; label: string; error?: string | undefined; hint?: string; children: ReactNode };

/** A labelled form control with its French message underneath (`${id}-error`, linked by aria-describedby). */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
