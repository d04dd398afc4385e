import type { ActionProposal } from '@qc/shared/action-plans/proposal-schemas';
import { ACTION_PRIORITY_LABELS } from '@qc/shared/enums';
import { userHasPermission } from '@qc/shared/permissions';
import { useState } from 'react';
import { InlineQueryState } from '@/components/admin/inline-query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useProposals } from '../api/get-proposals.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';
import { DismissedList } from './dismissed-list.tsx';
import { BulkCreateDialog, DismissDialog } from './proposal-dialogs.tsx';

type ProposalsProps = { establishmentId: string; evaluationId: string; formId: string; formName: string };

/**
 * DESIGN §6: the gaps of a completed evaluation still waiting for a decision, worded as actions. Issue 27
 * item 3: several are selected and created in one go (« Créer les actions sélectionnées »), one is accepted
 * with edits, or set aside with a reason (never an impératif's) — then listed under « Écartés », restorable.
 */
export function Proposals({ establishmentId, evaluationId, formId, formName }: ProposalsProps) {
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'action-plan:manage');
  const proposals = useProposals(evaluationId);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  return (
    <div className="grid gap-3">
      <InlineQueryState
        query={proposals}
        loading={{ label: `Chargement des écarts de ${formName}`, className: 'h-12' }}
        empty="Chaque écart de cette auto-évaluation a sa décision."
      >
        {(data) => {
          // What is still proposed: a selection never names a gap decided meanwhile.
          const selected = data.filter((item) => picked.has(item.questionKey));
          const toggle = (key: string, on: boolean) =>
            setPicked((previous) => {
              const next = new Set(previous);
              if (on) next.add(key);
              else next.delete(key);
              return next;
            });
          return (
            <div className="grid gap-2">
              {canManage ? (
                <div className="flex flex-wrap items-center gap-3">
                  <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={selected.length === data.length}
                      onChange={(event) =>
                        setPicked(new Set(event.target.checked ? data.map((item) => item.questionKey) : []))
                      }
                    />
                    Tout sélectionner ({data.length})
                  </label>
                  <BulkCreateDialog
                    establishmentId={establishmentId}
                    evaluationId={evaluationId}
                    selected={selected}
                    onCreated={() => setPicked(new Set())}
                  />
                </div>
              ) : null}
              <ul className="grid gap-2" aria-label={`Actions proposées pour ${formName}`}>
                {data.map((proposal) => (
                  <ProposalItem
                    key={proposal.questionKey}
                    proposal={proposal}
                    canManage={canManage}
                    isPicked={picked.has(proposal.questionKey)}
                    onPick={(on) => toggle(proposal.questionKey, on)}
                    establishmentId={establishmentId}
                    evaluationId={evaluationId}
                    formId={formId}
                  />
                ))}
              </ul>
            </div>
          );
        }}
      </InlineQueryState>
      <DismissedList evaluationId={evaluationId} formName={formName} canManage={canManage} />
    </div>
  );
}

type ItemProps = {
  proposal: ActionProposal;
  canManage: boolean;
  isPicked: boolean;
  onPick: (on: boolean) => void;
  establishmentId: string;
  evaluationId: string;
  formId: string;
};

function ProposalItem({ proposal, canManage, isPicked, onPick, establishmentId, evaluationId, formId }: ItemProps) {
  const checkboxId = `proposal-${evaluationId}-${proposal.questionKey}`;
  return (
    <li className="grid gap-2 rounded-md border border-border p-2 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="flex items-start gap-2">
        {canManage ? (
          // The whole label is the target (44 px on touch screens), named by the action's wording.
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-1 size-4 shrink-0"
            checked={isPicked}
            onChange={(event) => onPick(event.target.checked)}
          />
        ) : null}
        <label htmlFor={canManage ? checkboxId : undefined} className="grid min-h-11 gap-0.5 text-sm">
          <span className="font-medium">{proposal.title}</span>
          <span className="text-xs text-muted-foreground">
            {proposal.reason === 'MISSING_DOCUMENT' ? 'Document obligatoire expiré' : 'Réponse non conforme'} :{' '}
            {proposal.questionLabel}
            {proposal.reference ? ` · ${proposal.reference}` : ''}
          </span>
          {proposal.answerComment ? (
            <span className="text-xs text-muted-foreground">Commentaire : {proposal.answerComment}</span>
          ) : null}
        </label>
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
                description: proposal.description,
                priority: proposal.priority,
                evaluationId,
                questionKey: proposal.questionKey,
                formId,
              }}
              trigger={<Button size="sm">Créer l’action</Button>}
            />
            {proposal.isCritical && proposal.reason === 'NON_CONFORMING' ? null : (
              <DismissDialog evaluationId={evaluationId} proposal={proposal} />
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}
