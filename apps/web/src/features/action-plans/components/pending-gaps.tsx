import { formatDate } from '@qc/shared/dates';
import type { EvaluationOverview } from '@qc/shared/evaluations/schemas';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Proposals } from './proposals-panel.tsx';

/** « Écarts à traiter »: the gaps of the plan's page, under their heading. */
export function GapsSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        Écarts à traiter
      </h2>
      {children}
    </section>
  );
}

type PendingGapsProps = { establishmentId: string; forms: EvaluationOverview['forms'] };

/** One line per form with a completed evaluation; its proposals load when opened (no request per form up front). */
export function PendingGaps({ establishmentId, forms }: PendingGapsProps) {
  const evaluated = forms.filter((item) => item.lastCompleted);
  if (evaluated.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Aucune auto-évaluation terminée : rien à transformer en actions pour l’instant.
      </p>
    );
  return (
    <ul className="grid gap-2" aria-label="Auto-évaluations terminées">
      {evaluated.map((item) => (
        <GapItem key={item.form.id} establishmentId={establishmentId} item={item} />
      ))}
    </ul>
  );
}

function GapItem({ establishmentId, item }: { establishmentId: string; item: EvaluationOverview['forms'][number] }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className="rounded-lg border border-border bg-card">
      <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring">
          <span className="font-medium">{item.form.name}</span>
          <span className="text-muted-foreground"> · terminée le {formatDate(item.lastCompleted!.completedAt)}</span>
        </summary>
        <div className="grid gap-2 border-t border-border p-3">
          <Link
            to="/action-plan/form/$formId/"
            params={{ formId: item.form.id }}
            className="text-sm text-primary underline"
          >
            Voir chaque question et ses actions
          </Link>
          {isOpen ? (
            <Proposals
              establishmentId={establishmentId}
              evaluationId={item.lastCompleted!.id}
              formId={item.form.id}
              formName={item.form.name}
            />
          ) : null}
        </div>
      </details>
    </li>
  );
}
