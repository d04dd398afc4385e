import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toOptionalNumber } from '../field-errors.ts';
import { DraftTextField } from './draft-text-field.tsx';
import { getLevelCount, resizeLabels, type QuestionDraft } from '../question-draft.ts';

type NotationEditorProps = {
  scale: QuestionDraft['scale'];
  threshold: string;
  onChange: (patch: Pick<QuestionDraft, 'scale' | 'threshold'>) => void;
  errors: Record<string, string>;
};

/** NOTATION: the scale's bounds, one label per level, the *optimisé* mark and the conforming threshold. */
export function NotationEditor({ scale, threshold, onChange, errors }: NotationEditorProps) {
  const setBounds = (patch: Partial<Pick<QuestionDraft['scale'], 'min' | 'max'>>) => {
    const next = { ...scale, ...patch };
    onChange({ scale: { ...next, labels: resizeLabels(next.labels, getLevelCount(next.min, next.max)) }, threshold });
  };
  const first = toOptionalNumber(scale.min) ?? 0;
  const numberFields = [
    { id: 'scale.min', label: 'Minimum', value: scale.min, onValueChange: (min: string) => setBounds({ min }) },
    { id: 'scale.max', label: 'Maximum', value: scale.max, onValueChange: (max: string) => setBounds({ max }) },
    {
      id: 'threshold',
      label: 'Seuil de conformité',
      value: threshold,
      onValueChange: (next: string) => onChange({ scale, threshold: next }),
    },
  ];
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Échelle de notation</legend>
      <div className="grid grid-cols-3 gap-3">
        {numberFields.map((field) => (
          <DraftTextField key={field.id} inputMode="numeric" errors={errors} {...field} />
        ))}
      </div>
      <div className="grid gap-2">
        {scale.labels.map((label, index) => (
          <DraftTextField
            key={index}
            id={`scale.labels.${index}`}
            label={`Libellé du niveau ${first + index}`}
            value={label}
            errors={errors}
            onValueChange={(text) =>
              onChange({
                scale: { ...scale, labels: scale.labels.map((item, current) => (current === index ? text : item)) },
                threshold,
              })
            }
          />
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
