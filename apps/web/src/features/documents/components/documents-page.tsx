import { userHasPermission } from '@qc/shared/permissions';
import {
  EstablishmentAdminHeader,
  EstablishmentUnavailable,
  getEstablishmentAdminTabs,
} from '@/components/layouts/establishment-admin-header.tsx';
import { ListState } from '@/components/admin/list-state.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useDocuments } from '../api/get-documents.ts';
import { useEstablishment } from '@/lib/get-establishment.ts';
import { DocumentsTable } from './documents-table.tsx';
import { EvidenceDocuments } from './evidence-documents.tsx';
import { RenewDocumentForm } from './renew-document-form.tsx';
import { UploadDocumentForm } from './upload-document-form.tsx';

/** The establishment's documents (projet d'établissement, règlement, agrément…): upload, list, download, delete. */
export function DocumentsPage({ establishmentId, renewId }: { establishmentId: string; renewId?: string | undefined }) {
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'document:manage');
  const establishment = useEstablishment(establishmentId);
  const query = useDocuments(establishmentId);

  if (establishment.isError) {
    return <EstablishmentUnavailable error={establishment.error} onRetry={() => void establishment.refetch()} />;
  }
  const expired = query.data?.filter((document) => document.isExpired && !document.replacedById).length ?? 0;

  return (
    <div className="grid gap-4">
      <EstablishmentAdminHeader
        establishmentId={establishmentId}
        establishment={establishment.data}
        current="documents"
        tabs={getEstablishmentAdminTabs(user)}
      />
      {canManage && renewId ? (
        <RenewDocumentForm key={renewId} establishmentId={establishmentId} documentId={renewId} />
      ) : null}
      {canManage ? <UploadDocumentForm establishmentId={establishmentId} /> : null}
      <div>
        <h2 className="text-lg font-semibold">Documents de l’établissement</h2>
        {expired > 0 ? (
          <p className="text-sm text-red-800">
            {expired === 1
              ? '1 document est expiré : pensez à le remplacer.'
              : `${expired} documents sont expirés : pensez à les remplacer.`}
          </p>
        ) : null}
      </div>
      <ListState
        query={query}
        loadingLabel="Chargement des documents"
        loadingRows={3}
        empty={{
          title: 'Aucun document',
          description:
            'Déposez le projet d’établissement, le règlement de fonctionnement, l’agrément et les protocoles.',
        }}
        isEmpty={(documents) => documents.length === 0}
      >
        {(documents) => (
          <DocumentsTable documents={documents} canManage={canManage} establishmentId={establishmentId} />
        )}
      </ListState>
      <EvidenceDocuments establishmentId={establishmentId} establishment={establishment.data} canManage={canManage} />
    </div>
  );
}
