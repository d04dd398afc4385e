import { formatDate } from '@qc/shared/dates';
import { PROFILE_FIELD_LABELS } from '@qc/shared/establishments/profile';
import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmActionButton, confirmMutation } from '@/components/ui/confirm-action-button.tsx';
import { useRefreshApplicability } from '../api/evaluation-mutations.ts';
import { useCan } from '../use-can.ts';

/**
 * Issue 26 (ADR 035): which questions apply was frozen when the evaluation started, from the establishment's
 * profile; said here, with a refresh offered when the profile has changed since, and an invitation to complete
 * the profile when a question's condition reads a field left empty (the question is then asked).
 */
export function ApplicabilityNotice({ evaluation }: { evaluation: EvaluationDetail }) {
  const { frozenAt, notApplicable, outdated, missingProfileFields } = evaluation.applicability;
  const canRefresh = useCan('evaluation:complete');
  const canEditProfile = useCan('establishment:manage');
  const refresh = useRefreshApplicability();
  if (!frozenAt && missingProfileFields.length === 0) return null;
  const count = notApplicable.length;
  return (
    <section
      aria-label="Applicabilité des questions"
      className="grid gap-2 rounded-xl border border-border bg-card p-3 text-sm"
    >
      {frozenAt ? (
        <p>
          Applicabilité figée le {formatDate(frozenAt)} selon le profil de l’établissement
          {count === 0
            ? ' : toutes les questions s’appliquent.'
            : ` : ${count} question${count > 1 ? 's ne s’appliquent' : ' ne s’applique'} pas à cet établissement.`}
        </p>
      ) : null}
      {outdated ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2 text-amber-950">
          <p className="flex-1">Le profil de l’établissement a changé depuis : d’autres questions s’appliqueraient.</p>
          {canRefresh ? (
            <ConfirmActionButton
              trigger={<Button size="sm">Mettre à jour l’applicabilité</Button>}
              title="Mettre à jour l’applicabilité ?"
              description={[
                'Les questions qui s’appliquent sont relues selon le profil actuel de l’établissement.',
                'Les réponses déjà données sont conservées ; celles des questions qui ne s’appliquent plus ne comptent plus.',
              ]}
              confirmLabel="Mettre à jour"
              pendingLabel="Mise à jour…"
              isPending={refresh.isPending}
              onConfirm={confirmMutation(refresh.mutate, { id: evaluation.id }, 'Applicabilité mise à jour.')}
            />
          ) : null}
        </div>
      ) : null}
      {missingProfileFields.length > 0 ? (
        <p className="text-muted-foreground">
          Profil à compléter ({missingProfileFields.map((field) => PROFILE_FIELD_LABELS[field]).join(', ')}) : les
          questions qui en dépendent restent posées.{' '}
          {canEditProfile ? (
            <Link
              to="/admins/establishments/$establishmentsId/edit"
              params={{ establishmentsId: evaluation.establishmentId }}
              hash="regulatory-profile-title"
              className="inline-flex min-h-11 items-center font-medium text-primary underline"
            >
              Compléter le profil réglementaire
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
