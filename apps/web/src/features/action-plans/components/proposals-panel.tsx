import { userHasPermission } from '@qc/shared/permissions';
import { useState } from 'react';
import { InlineQueryState } from '@/components/shared-a/inline-query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useDismissProposal } from '../api/action-mutations.ts';
import { useProposals } from '../api/get-proposals.ts';
import { ACTION_PRIORITY_LABELS } from '../labels.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

type ProposalsProps = { establishmentId: string; evaluationId: string; formId: string; formName: string };

/**
 * DESIGN §6: the gaps of a completed evaluation still waiting for a decision.
 * Accept (with edits) creates the action; an impératif's gap cannot be dismissed.
 */
export function Proposals({ establishmentId, evaluationId, formId, formName }: ProposalsProps) {
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'action-plan:manage');
  const proposals = useProposals(evaluationId);
  const dismiss = useDismissProposal();
  const [dismissing, setDismissing] = useState<string | null>(null);

  return (
    <InlineQueryState
      query={proposals}
      loading={{ label: `Chargement des écarts de ${formName}`, className: 'h-12' }}
      empty="Chaque écart de cette auto-évaluation a sa décision."
    >
      {(data) => (
        <ul className="grid gap-2" aria-label={`Actions proposées pour ${formName}`}>
          {data.map((proposal) => (
            <li
              key={proposal.questionKey}
              className="grid gap-2 rounded-md border border-border p-2 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid gap-0.5 text-sm">
                <span className="font-medium">{proposal.title}</span>
                <span className="text-xs text-muted-foreground">
                  {proposal.reason === 'MISSING_DOCUMENT' ? 'Document obligatoire expiré' : 'Réponse non conforme'}
                  {proposal.reference ? ` · ${proposal.reference}` : ''}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {proposal.isCritical ? <Badge variant="danger">Impératif</Badge> : null}
                <Badge variant="muted">{ACTION_PRIORITY_LABELS[proposal.priority]}</Badge>
                {canManage ? (
                  <>
                    <ActionFormDialog
                      establishmentId={establishmentId}
                      seed={{
                        title: proposal.title,
                        priority: proposal.priority,
                        evaluationId,
                        questionKey: proposal.questionKey,
                        formId,
                      }}
                      trigger={<Button size="sm">Créer l’action</Button>}
                    />
                    {proposal.isCritical && proposal.reason === 'NON_CONFORMING' ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={dismiss.isPending && dismissing === proposal.questionKey}
                        onClick={() => {
                          setDismissing(proposal.questionKey);
                          dismiss.mutate(
                            { evaluationId, questionKey: proposal.questionKey },
                            {
                              onSuccess: () => notify.success('Proposition écartée.'),
                              onError: (failure) => notify.error(getErrorMessage(failure)),
                            },
                          );
                        }}
                      >
                        Écarter
                      </Button>
                    )}
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </InlineQueryState>
  );
}
