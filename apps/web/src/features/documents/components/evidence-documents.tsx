import { formatDate } from '@qc/shared/dates';
import type { EvidenceDocument } from '@qc/shared/documents/schemas';
import type { Establishment } from '@qc/shared/establishments/schemas';
import { daysUntil, describeExpiry, EXPIRY_WATCH_DAYS } from '@qc/shared/expiry/expiry';
import { getParisToday } from '@qc/shared/validation/dates';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useEvidence } from '../api/get-evidence.ts';
import { formatFileSize } from '../format-size.ts';
import { DocumentLinks } from './document-links.tsx';

type EvidenceDocumentsProps = {
  establishmentId: string;
  /** Undefined while loading: the links then open without selecting it first. */
  establishment: Establishment | undefined;
  /** document:manage — a proof about to lapse is renewed here too, as the expiry mail offers. */
  canManage: boolean;
};

/**
 * The proofs uploaded in the establishment's evaluations and actions, each with
 * what it proves and a link there (issue 19 item 8: they never showed on this tab).
 * The evaluation and action-plan pages work on the selected establishment: a link
 * selects this one first, as the group view does.
 */
export function EvidenceDocuments({ establishmentId, establishment, canManage }: EvidenceDocumentsProps) {
  const { data, isPending, isError, error, refetch } = useEvidence(establishmentId);
  const setSelected = useEstablishmentStore((state) => state.setSelectedEstablishment);
  const select = () => {
    if (establishment) setSelected(establishment);
  };

  return (
    <section aria-labelledby="evidence-title" className="grid gap-3">
      <div>
        <h2 id="evidence-title" className="text-lg font-semibold">
          Preuves des auto-évaluations et des actions
        </h2>
        <p className="text-sm text-muted-foreground">
          Déposées en répondant aux questionnaires ou en suivant une action ; elles se retirent là où elles ont été
          données.
        </p>
      </div>
      {isPending ? (
        <Skeleton className="h-16" aria-label="Chargement des preuves" />
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title="Aucune preuve"
          description="Les documents joints aux réponses des auto-évaluations et aux actions apparaîtront ici."
        />
      ) : (
        <ul className="grid gap-2" aria-label="Preuves de l’établissement">
          {data.map((document) => (
            <EvidenceItem
              key={document.id}
              document={document}
              onFollow={select}
              renewLink={canManage ? establishmentId : null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type EvidenceItemProps = {
  document: EvidenceDocument;
  onFollow: () => void;
  /** The establishment whose Documents tab renews it, or null when the caller cannot. */
  renewLink: string | null;
};

function EvidenceItem({ document, onFollow, renewLink }: EvidenceItemProps) {
  const daysLeft = document.validUntil ? daysUntil(document.validUntil, getParisToday()) : null;
  return (
    <li className="grid gap-1 rounded-lg border border-border bg-card p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{document.name}</span>
        {document.replacedById ? (
          <Badge variant="muted">Remplacé</Badge>
        ) : document.isExpired ? (
          <Badge variant="danger">Expiré</Badge>
        ) : daysLeft !== null && daysLeft <= EXPIRY_WATCH_DAYS ? (
          <Badge variant="danger">{describeExpiry(daysLeft)}</Badge>
        ) : null}
        <span className="text-xs text-muted-foreground">
          {formatFileSize(document.size)} · {document.uploadedByName} · {formatDate(document.createdAt)}
          {document.validUntil ? ` · valable jusqu’au ${formatDate(document.validUntil)}` : ''}
        </span>
        <DocumentLinks document={document} renewIn={renewLink} compact={false} />
      </div>
      {document.answers.length + document.actions.length > 0 ? (
        <ul className="grid gap-0.5 text-xs" aria-label={`Ce que prouve ${document.name}`}>
          {document.answers.map((answer) => (
            <li key={`${answer.evaluationId}:${answer.questionKey}`}>
              {answer.evaluationStatus === 'IN_PROGRESS' ? (
                <Link
                  to="/auto-evaluation/form/$id"
                  params={{ id: answer.formId }}
                  hash={`question-${answer.questionKey}`}
                  className="text-primary underline"
                  onClick={onFollow}
                >
                  {answer.formName} — {answer.questionLabel}
                </Link>
              ) : (
                <Link
                  to="/action-plan/form/$formId/answer/$questionId"
                  params={{ formId: answer.formId, questionId: answer.questionKey }}
                  className="text-primary underline"
                  onClick={onFollow}
                >
                  {answer.formName} — {answer.questionLabel}
                </Link>
              )}{' '}
              <span className="text-muted-foreground">
                (
                {answer.completedAt
                  ? `auto-évaluation terminée le ${formatDate(answer.completedAt)}`
                  : 'auto-évaluation en cours'}
                )
              </span>
            </li>
          ))}
          {document.actions.map((action) => (
            <li key={action.id}>
              Action{' '}
              <Link to="/action-plan" className="text-primary underline" onClick={onFollow}>
                « {action.title} »
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">Plus rattachée à aucune réponse ni action.</p>
      )}
    </li>
  );
}
