import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { QuestionDraft } from '../question-draft.ts';

type OptionsEditorProps = {
  options: QuestionDraft['options'];
  onChange: (options: QuestionDraft['options']) => void;
  errors: Record<string, string>;
};

/** SELECT and MULTIPLE_CHOICE: each option's label and score (0–100), messages under each cell. */
export function OptionsEditor({ options, onChange, errors }: OptionsEditorProps) {
  const update = (index: number, patch: Partial<QuestionDraft['options'][number]>) =>
    onChange(options.map((option, current) => (current === index ? { ...option, ...patch } : option)));
  return (
    <fieldset className="grid gap-2" aria-describedby={errors.options ? 'options-error' : 'options-hint'}>
      <legend className="text-sm font-medium">Options</legend>
      <p id="options-hint" className="text-xs text-muted-foreground">
        Score de 0 à 100 ; une option à 100 rend la réponse conforme.
      </p>
      <ol className="grid gap-2">
        {options.map((option, index) => {
          const labelError = errors[`options.${index}.label`];
          const scoreError = errors[`options.${index}.score`];
          return (
            <li key={index} className="grid gap-1">
              <div className="flex items-start gap-2">
                <Input
                  aria-label={`Libellé de l’option ${index + 1}`}
                  value={option.label}
                  onChange={(event) => update(index, { label: event.target.value })}
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={labelError ? `options-${index}-label-error` : undefined}
                />
                <Input
                  aria-label={`Score de l’option ${index + 1}`}
                  className="w-24"
                  inputMode="numeric"
                  value={option.score}
                  onChange={(event) => update(index, { score: event.target.value })}
                  aria-invalid={scoreError ? true : undefined}
                  aria-describedby={scoreError ? `options-${index}-score-error` : undefined}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Retirer l’option ${index + 1}`}
                  onClick={() => onChange(options.filter((_, current) => current !== index))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              {labelError ? (
                <p id={`options-${index}-label-error`} role="alert" className="text-xs text-destructive">
                  {labelError}
                </p>
              ) : null}
              {scoreError ? (
                <p id={`options-${index}-score-error`} role="alert" className="text-xs text-destructive">
                  {scoreError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors.options ? (
        <p id="options-error" role="alert" className="text-xs text-destructive">
          {errors.options}
        </p>
      ) : null}
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange([...options, { label: '', score: '0' }])}>
          <Plus aria-hidden />
          Ajouter une option
        </Button>
      </div>
    </fieldset>
  );
}
