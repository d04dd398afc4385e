import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/utils.ts';
import { DOCUMENT_REQUIREMENT_LABELS } from '@/lib/enum-labels.ts';
import { Textarea } from '@/components/ui/textarea.tsx';

const NOT_APPLICABLE = 'N/A';
const OPTIMIZED = 'OPTIMIZED';

const toggleClass = (isPressed: boolean) =>
  cn(
    'rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    isPressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-muted',
  );

function NotApplicableToggle({ isPressed, onToggle }: { isPressed: boolean; onToggle: () => void }) {
  return (
    <button type="button" aria-pressed={isPressed} className={toggleClass(isPressed)} onClick={onToggle}>
      Non concerné
    </button>
  );
}

/** The answer control of one question, as the evaluator will use it; nothing is saved. */
function AnswerControl({ question, name }: { question: Question; name: string }) {
  const [single, setSingle] = useState<string | null>(null);
  const [multiple, setMultiple] = useState<string[]>([]);
  const canBeNotApplicable = !question.isCritical;

  if (question.type === 'NOTATION' && question.scale) {
    const { min, max, labels, allowOptimized } = question.scale;
    const levels = Array.from({ length: max - min + 1 }, (_, index) => min + index);
    return (
      <div role="group" aria-label="Cotation" className="flex flex-wrap gap-2">
        {levels.map((level, index) => (
          <button
            key={level}
            type="button"
            aria-pressed={single === String(level)}
            className={cn(toggleClass(single === String(level)), 'grid min-w-28 flex-1 gap-0.5')}
            onClick={() => setSingle(String(level))}
          >
            <span className="text-base font-semibold">{level}</span>
            <span className="text-xs">{labels[index]}</span>
          </button>
        ))}
        {allowOptimized ? (
          <button
            type="button"
            aria-pressed={single === OPTIMIZED}
            className={cn(toggleClass(single === OPTIMIZED), 'grid min-w-28 gap-0.5')}
            onClick={() => setSingle(OPTIMIZED)}
          >
            <span className="text-base font-semibold">★</span>
            <span className="text-xs">Optimisé</span>
          </button>
        ) : null}
        {canBeNotApplicable ? (
          <NotApplicableToggle isPressed={single === NOT_APPLICABLE} onToggle={() => setSingle(NOT_APPLICABLE)} />
        ) : null}
      </div>
    );
  }

  if (question.type === 'MULTIPLE_CHOICE') {
    const isNotApplicable = multiple.includes(NOT_APPLICABLE);
    return (
      <div className="grid gap-2">
        <div role="group" aria-label="Réponses possibles" className="grid gap-2">
          {question.options.map((option, index) => {
            const id = `${name}-option-${index}`;
            return (
              <div key={option.label} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  disabled={isNotApplicable}
                  checked={multiple.includes(option.label)}
                  onCheckedChange={(checked) =>
                    setMultiple((current) =>
                      checked === true ? [...current, option.label] : current.filter((item) => item !== option.label),
                    )
                  }
                />
                <Label htmlFor={id} className="font-normal">
                  {option.label}
                </Label>
              </div>
            );
          })}
        </div>
        {canBeNotApplicable ? (
          <div>
            <NotApplicableToggle
              isPressed={isNotApplicable}
              onToggle={() => setMultiple(isNotApplicable ? [] : [NOT_APPLICABLE])}
            />
          </div>
        ) : null}
      </div>
    );
  }

  const choices =
    question.type === 'BOOLEAN'
      ? [
          { value: 'YES', label: 'Oui' },
          { value: 'NO', label: 'Non' },
        ]
      : question.options.map((option) => ({ value: option.label, label: option.label }));
  if (canBeNotApplicable) choices.push({ value: NOT_APPLICABLE, label: 'Non concerné' });
  return (
    <div role="radiogroup" aria-label="Réponse" className="flex flex-wrap gap-x-5 gap-y-2">
      {choices.map((choice) => (
        <label key={choice.value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={single === choice.value}
            onChange={() => setSingle(choice.value)}
            className="size-4 accent-primary"
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

/** One question exactly as an evaluator sees it: label, reference, help, answer, expected document, comment. */
export function QuestionPreview({ question, index }: { question: Question; index: number }) {
  const name = useId();
  return (
    <article
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      aria-labelledby={`${name}-label`}
      data-question-type={question.type}
    >
      <header className="grid gap-1">
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={`${name}-label`} className="flex-1 font-medium">
            <span className="text-muted-foreground">{index + 1}. </span>
            {question.label}
          </h3>
          {question.isCritical ? <Badge variant="danger">Impératif</Badge> : null}
        </div>
        {question.reference ? (
          <p className="text-xs text-muted-foreground">
            <span className="font-medium">Référence :</span> {question.reference}
          </p>
        ) : null}
        {question.helpText ? <p className="text-sm text-muted-foreground">{question.helpText}</p> : null}
      </header>
      <AnswerControl question={question} name={name} />
      {question.documentRequirement && question.expectedDocument ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <FileText className="size-4 text-muted-foreground" aria-hidden />
          <span>Document attendu : {question.expectedDocument}</span>
          <Badge variant={question.documentRequirement === 'MANDATORY' ? 'danger' : 'default'}>
            {DOCUMENT_REQUIREMENT_LABELS[question.documentRequirement]}
          </Badge>
        </p>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={`${name}-comment`} className="text-xs text-muted-foreground">
          Commentaire
        </Label>
        <Textarea id={`${name}-comment`} className="min-h-14" placeholder="Précisions, écarts constatés…" />
      </div>
    </article>
  );
}
