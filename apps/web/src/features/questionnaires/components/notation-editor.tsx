import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toOptionalNumber } from '../field-errors.ts';
import { getLevelCount, resizeLabels, type QuestionDraft } from '../question-draft.ts';

type NotationEditorProps = {
  scale: QuestionDraft['scale'];
  threshold: string;
  onChange: (patch: Pick<QuestionDraft, 'scale' | 'threshold'>) => void;
  errors: Record<string, string>;
};

const invalid = (errors: Record<string, string>, key: string) =>
  errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${key}-error` } : {};

/** NOTATION: the scale's bounds, one label per level, the *optimisé* mark and the conforming threshold. */
export function NotationEditor({ scale, threshold, onChange, errors }: NotationEditorProps) {
  const setBounds = (patch: Partial<Pick<QuestionDraft['scale'], 'min' | 'max'>>) => {
    const next = { ...scale, ...patch };
    onChange({ scale: { ...next, labels: resizeLabels(next.labels, getLevelCount(next.min, next.max)) }, threshold });
  };
  const first = toOptionalNumber(scale.min) ?? 0;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Échelle de notation</legend>
      <div className="grid grid-cols-3 gap-3">
        <Field id="scale.min" label="Minimum" error={errors['scale.min']}>
          <Input
            id="scale.min"
            inputMode="numeric"
            value={scale.min}
            onChange={(event) => setBounds({ min: event.target.value })}
            {...invalid(errors, 'scale.min')}
          />
        </Field>
        <Field id="scale.max" label="Maximum" error={errors['scale.max']}>
          <Input
            id="scale.max"
            inputMode="numeric"
            value={scale.max}
            onChange={(event) => setBounds({ max: event.target.value })}
            {...invalid(errors, 'scale.max')}
          />
        </Field>
        <Field id="threshold" label="Seuil de conformité" error={errors.threshold}>
          <Input
            id="threshold"
            inputMode="numeric"
            value={threshold}
            onChange={(event) => onChange({ scale, threshold: event.target.value })}
            {...invalid(errors, 'threshold')}
          />
        </Field>
      </div>
      <div className="grid gap-2">
        {scale.labels.map((label, index) => (
          <Field
            key={index}
            id={`scale.labels.${index}`}
            label={`Libellé du niveau ${first + index}`}
            error={errors[`scale.labels.${index}`]}
          >
            <Input
              id={`scale.labels.${index}`}
              value={label}
              onChange={(event) =>
                onChange({
                  scale: {
                    ...scale,
                    labels: scale.labels.map((item, current) => (current === index ? event.target.value : item)),
                  },
                  threshold,
                })
              }
              {...invalid(errors, `scale.labels.${index}`)}
            />
          </Field>
        ))}
        {errors['scale.labels'] ? (
          <p role="alert" className="text-xs text-destructive">
            {errors['scale.labels']}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="scale.allowOptimized"
          checked={scale.allowOptimized}
          onCheckedChange={(checked) => onChange({ scale: { ...scale, allowOptimized: checked === true }, threshold })}
        />
        <Label htmlFor="scale.allowOptimized" className="font-normal">
          Proposer la mention « Optimisé » au-dessus du niveau le plus haut
        </Label>
      </div>
    </fieldset>
  );
}
