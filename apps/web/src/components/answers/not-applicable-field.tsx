import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';
import { TOUCH_TARGET } from './answer-control.tsx';

type NotApplicableFieldProps = {
  question: Question;
  /** The question card's id: `${id}-justification` is the justification's. */
  id: string;
  checked: boolean;
  justification: string;
  error?: string | undefined;
  onCheckedChange: (checked: boolean) => void;
  onJustificationChange: (justification: string) => void;
};

/**
 * « Non concerné » and its justification, or why an impératif cannot be: the same
 * in the form answered and in the author's preview (issue 19 item 8).
 */
export function NotApplicableField({
  question,
  id,
  checked,
  justification,
  error,
  onCheckedChange,
  onJustificationChange,
}: NotApplicableFieldProps) {
  if (question.isCritical)
    return <p className="text-xs text-muted-foreground">Un impératif ne peut pas être déclaré non concerné.</p>;
  return (
    <div className="grid gap-2">
      <label className={cn('flex w-fit items-center gap-2 text-sm', TOUCH_TARGET)}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="size-4 accent-primary"
        />
        Non concerné
      </label>
      {checked ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-justification`}>Justification (obligatoire)</Label>
          <Textarea
            className="min-h-16"
            id={`${id}-justification`}
            value={justification}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-justification-error` : undefined}
            onChange={(event) => onJustificationChange(event.target.value)}
            placeholder="Pourquoi cette question ne concerne pas l’établissement"
          />
          {error ? (
            <p id={`${id}-justification-error`} className="text-xs text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
