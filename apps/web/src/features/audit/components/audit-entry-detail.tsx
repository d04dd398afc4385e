import type { AuditEntry } from '@qc/shared/audit/schemas';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { getAuditChanges, type AuditValue } from '../changes.ts';
import { AUDIT_ENTITY_LABELS } from '../labels.ts';

function Value({ value, className }: { value: AuditValue; className?: string }) {
  return (
    <span className={className} title={value.full}>
      {value.text}
    </span>
  );
}

const INTRO: Record<AuditEntry['action'], string> = {
  create: 'Valeurs à la création',
  update: 'Champs modifiés (avant → après)',
  delete: 'Valeurs au moment de la suppression',
  // Issue 29: the consultation of a sensitive record (an incident): what was read, never its contents.
  read: 'Consultation enregistrée',
};

type AuditEntryDetailProps = {
  entry: AuditEntry;
  /** False when the journal already shows this record only. */
  showHistoryLink: boolean;
};

/** The fields of one entry: before → after for an update, every field for a creation or deletion. */
export function AuditEntryDetail({ entry, showHistoryLink }: AuditEntryDetailProps) {
  const changes = getAuditChanges(entry);
  const canLink = showHistoryLink && entry.entity in AUDIT_ENTITY_LABELS;
  return (
    <div className="grid gap-3 py-1">
      <p className="text-xs font-medium text-muted-foreground">{INTRO[entry.action]}</p>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun champ enregistré n’a changé.</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
          {changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="font-medium break-words">{change.label}</dt>
              <dd className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1 break-words">
                {change.before ? (
                  <Value
                    value={change.before}
                    className={change.after ? 'text-muted-foreground line-through decoration-1' : undefined}
                  />
                ) : null}
                {change.before && change.after ? (
                  <>
                    <ArrowRight aria-hidden className="size-3.5 shrink-0 self-center text-muted-foreground" />
                    <span className="sr-only"> devient </span>
                  </>
                ) : null}
                {change.after ? <Value value={change.after} className="font-medium" /> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {canLink ? (
        <Link
          to="/admins/audit"
          search={{ entity: entry.entity as keyof typeof AUDIT_ENTITY_LABELS, entityId: entry.entityId }}
          className="justify-self-start text-sm text-primary hover:underline"
        >
          Tout l’historique de cet élément
        </Link>
      ) : null}
    </div>
  );
}
