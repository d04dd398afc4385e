import type { DocumentItem } from '@qc/shared/documents/schemas';
import { Link } from '@tanstack/react-router';
import { Download, RefreshCw } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { getDocumentDownloadUrl } from '@/lib/document-download.ts';

type DocumentLinksProps = {
  document: Pick<DocumentItem, 'id' | 'name' | 'validUntil' | 'replacedById'>;
  /** The establishment whose documents page renews it; null where the user may not. */
  renewIn: string | null;
  /** Icons only (the documents table); otherwise icons with their words. */
  compact: boolean;
};

/** « Télécharger » and, for a dated document not yet replaced, « Renouveler » (the upload of its next version). */
export function DocumentLinks({ document, renewIn, compact }: DocumentLinksProps) {
  const size = compact ? 'icon' : 'sm';
  return (
    <>
      <a
        href={getDocumentDownloadUrl(document.id)}
        download={document.name}
        className={buttonVariants({ variant: 'ghost', size, className: compact ? undefined : 'ml-auto' })}
        aria-label={`Télécharger ${document.name}`}
      >
        <Download aria-hidden />
        {compact ? null : 'Télécharger'}
      </a>
      {renewIn && document.validUntil && !document.replacedById ? (
        <Link
          to="/admins/establishments/$establishmentsId/documents"
          params={{ establishmentsId: renewIn }}
          search={{ renew: document.id }}
          className={buttonVariants({ variant: 'ghost', size })}
          aria-label={`Renouveler ${document.name}`}
          title={compact ? 'Déposer la nouvelle version' : undefined}
        >
          <RefreshCw aria-hidden />
          {compact ? null : 'Renouveler'}
        </Link>
      ) : null}
    </>
  );
}
