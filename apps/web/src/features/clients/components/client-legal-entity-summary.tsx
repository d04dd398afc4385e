import type { Client } from '@qc/shared/clients/schemas';
import { MANAGEMENT_TYPE_LABELS } from '@qc/shared/enums';

/**
 * DESIGN §3: a client's legal entity fields come from its principal (first
 * created) legal entity. Read-only here: they change on the legal entities screen.
 */
export function ClientLegalEntitySummary({ client }: { client: Client }) {
  const rows: Array<[string, string | null]> = [
    ['Entité légale principale', client.legalEntityName],
    ['SIREN', client.siren],
    ['Type de gestion', client.managementType ? MANAGEMENT_TYPE_LABELS[client.managementType] : null],
    ['E-mail de l’entité', client.legalEntityEmail],
    ['Adresse', client.addressLine ? `${client.addressLine}, ${client.postalCode ?? ''} ${client.city ?? ''}` : null],
  ];
  return (
    <section aria-label="Entité légale principale (lecture seule)" className="rounded-lg bg-muted/60 p-3 text-sm">
      {client.legalEntityId ? (
        <dl className="grid gap-1 sm:grid-cols-[11rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted-foreground">Aucune entité légale : créez-la depuis l’écran Entités légales.</p>
      )}
      <p className="mt-2 text-xs text-muted-foreground">
        Ces informations se modifient depuis l’écran Entités légales.
      </p>
    </section>
  );
}
