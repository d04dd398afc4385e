import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QuestionPreview } from './question-preview.tsx';

/** The whole form as an evaluator will see it: interactive, nothing saved. */
export function FormPreview({ form }: { form: FormDetail }) {
  const [round, setRound] = useState(0);
  if (form.questions.length === 0)
    return <EmptyState title="Rien à prévisualiser" description="Ajoutez d’abord des questions." />;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-border bg-muted/50 px-4 py-2 text-sm">
        <p>Aperçu évaluateur : vous pouvez répondre pour essayer, rien n’est enregistré.</p>
        <Button variant="ghost" size="sm" onClick={() => setRound((value) => value + 1)}>
          <RotateCcw aria-hidden />
          Effacer les réponses
        </Button>
      </div>
      {form.description ? <p className="text-sm text-muted-foreground">{form.description}</p> : null}
      <div key={round} className="grid gap-3">
        {form.questions.map((question, index) => (
          <QuestionPreview key={question.key} question={question} index={index} />
        ))}
      </div>
    </div>
  );
}
