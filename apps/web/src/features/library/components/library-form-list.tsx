import type { EstablishmentCategory } from '@qc/shared/enums';
import type { Form } from '@qc/shared/questionnaires/schemas';
import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { RecordLink } from '@/components/ui/record-link.tsx';
import { appliesTo, describeAppliesTo } from '../labels.ts';
import { getSourceStatus } from '../source-status.ts';
import { KindBadge } from '@/components/library/questionnaire-badges.tsx';
import { OwnerBadge } from './library-badges.tsx';

type LibraryFormListProps = {
  forms: readonly Form[];
  label: string;
  /** The selected establishment's category: forms that do not apply to it say so. */
  establishmentCategory?: EstablishmentCategory | null | undefined;
  showKind?: boolean;
};

/** The forms of a category (or the "other" forms), each a link to its reading page. */
export function LibraryFormList({ forms, label, establishmentCategory, showKind = false }: LibraryFormListProps) {
  if (forms.length === 0) return <p className="text-sm text-muted-foreground">Aucun questionnaire actif.</p>;
  return (
    <ul aria-label={label} className="grid divide-y divide-border">
      {forms.map((form) => {
        const isNotApplicable =
          establishmentCategory && !appliesTo(form.establishmentCategories, establishmentCategory);
        const hasNewerSource = getSourceStatus(form) === 'source-newer';
        return (
          <li key={form.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5">
            <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <RecordLink to="/librairy/form/$id" id={form.id} look="primary">
                {form.name}
              </RecordLink>
              <p className="text-xs text-muted-foreground">
                {form.questionCount} question{form.questionCount > 1 ? 's' : ''} ·{' '}
                {describeAppliesTo(form.establishmentCategories)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              {showKind ? <KindBadge kind={form.kind} /> : null}
              {form.isShared ? null : <OwnerBadge isShared={false} />}
              {hasNewerSource ? (
                <Badge variant="default" title="Le questionnaire d’origine a une version plus récente que votre copie">
                  Source mise à jour : v{form.sourceLatestVersion}
                </Badge>
              ) : null}
              {isNotApplicable ? <Badge variant="muted">Ne s’applique pas à votre établissement</Badge> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
