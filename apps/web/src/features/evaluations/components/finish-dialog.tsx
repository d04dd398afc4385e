import { AlertDialogDescription } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { formatRate, formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import type { CompletionRecap, RecapQuestion } from '../completion-recap.ts';

type FinishDialogProps = {
  open: boolean;
  formName: string;
  recap: CompletionRecap;
  isPending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where the keyboard goes when the dialog closes (the « Terminer » that opened it, or the result). */
  onCloseAutoFocus: (event: Event) => void;
};

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/**
 * Issue 19 item 2: « Terminer » asks first, with what will be frozen — score, gaps, impératifs
 * failed, actions the plan will propose. Échap or « Continuer l’évaluation » leave it in progress.
 */
export function FinishDialog({
  open,
  formName,
  recap,
  isPending,
  error,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: FinishDialogProps) {
  const { proposals } = recap;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      onCloseAutoFocus={onCloseAutoFocus}
      title={<>Terminer l’auto-évaluation « {formName} » ?</>}
      cancelLabel="Continuer l’évaluation"
      confirm={() => (
        // Not disabled while sending: a disabled button drops the keyboard focus to <body>.
        <Button aria-disabled={isPending || undefined} onClick={() => (isPending ? undefined : onConfirm())}>
          {isPending ? 'Enregistrement…' : 'Terminer et figer'}
        </Button>
      )}
    >
      <AlertDialogDescription>
        Ses réponses et son résultat seront figés ; seule une réouverture permettra de les modifier.
      </AlertDialogDescription>
      <dl className="grid grid-cols-2 gap-2 text-sm" aria-label="Ce qui sera figé">
        <Figure label="Score" value={formatScoreOutOf100(recap.score)} />
        <Figure label="Taux de conformité" value={formatRate(recap.conformityRate)} />
        <Figure
          label="Réponses"
          value={`${recap.answered} / ${recap.total}${recap.notApplicable > 0 ? ` (dont ${recap.notApplicable} non concernée${recap.notApplicable > 1 ? 's' : ''})` : ''}`}
        />
        <Figure label="Écarts" value={String(recap.gaps.length)} />
      </dl>
      <QuestionList
        title={
          recap.failedCriticals.length === 0
            ? 'Aucun impératif non conforme.'
            : `${plural(recap.failedCriticals.length, 'impératif non conforme', 'impératifs non conformes')} :`
        }
        items={recap.failedCriticals}
        tone="danger"
      />
      {recap.gaps.length > recap.failedCriticals.length ? (
        <QuestionList
          title="Autres écarts :"
          items={recap.gaps.filter((gap) => !recap.failedCriticals.some((item) => item.key === gap.key))}
        />
      ) : null}
      <p className="text-sm">
        {proposals.total === 0
          ? 'Aucune action ne sera proposée au plan d’action.'
          : `${plural(proposals.total, 'action sera proposée', 'actions seront proposées')} au plan d’action${
              proposals.critical > 0 ? `, dont ${proposals.critical} critique${proposals.critical > 1 ? 's' : ''}` : ''
            }${
              proposals.documents > 0
                ? ` et ${plural(proposals.documents, 'document à produire', 'documents à produire')}`
                : ''
            }.`}
      </p>
      <ErrorText message={error} />
      <p role="status" className="sr-only">
        {isPending ? 'Enregistrement de l’auto-évaluation terminée…' : ''}
      </p>
    </ConfirmDialog>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/60 p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function QuestionList({ title, items, tone }: { title: string; items: RecapQuestion[]; tone?: 'danger' }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className={tone === 'danger' && items.length > 0 ? 'font-medium text-destructive' : 'font-medium'}>{title}</p>
      {items.length > 0 ? (
        <ul className="grid list-disc gap-0.5 pl-5">
          {items.map((item) => (
            <li key={item.key}>
              Question {item.number} : {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
