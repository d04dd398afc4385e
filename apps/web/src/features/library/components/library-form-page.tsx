import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useLibraryForm } from '../api/get-library-form.ts';
import { describeAppliesTo } from '../labels.ts';
import { canAuthor, canCopy } from '../permissions.ts';
import { CopyFormButton } from './copy-form-button.tsx';
import { ExistingCopies } from './existing-copies.tsx';
import { ExportButton } from './export-button.tsx';
import { FormChanges } from './form-changes.tsx';
import { KindBadge } from '@/components/library/questionnaire-badges.tsx';
import { OwnerBadge } from './library-badges.tsx';
import { LibraryPageSkeleton, LibraryTrail } from './library-page-parts.tsx';
import { LibraryQuestion } from './library-question.tsx';
import { SourceNotice } from './source-notice.tsx';
import { TemplatesList } from './templates-list.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/**
 * /librairy/form/{id}: every question with its reference and expected documents, the templates, and
 * what changed across versions and why (since `changesSince` when a copy's reader asks).
 */
export function LibraryFormPage({ id, changesSince }: { id: string; changesSince?: number | undefined }) {
  const user = useCurrentUser();
  const { data: form, isPending, isError, error, refetch } = useLibraryForm(id);

  if (isPending) return <LibraryPageSkeleton label="Chargement du questionnaire" />;
  if (isError) return <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />;

  const critical = form.questions.filter((question) => question.isCritical).length;
  const mandatory = form.questions.filter((question) => question.documentRequirement === 'MANDATORY').length;
  const recommended = form.questions.filter((question) => question.documentRequirement === 'RECOMMENDED').length;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <LibraryTrail>
            {form.categoryId ? (
              <Link to="/librairy/category/$id" params={{ id: form.categoryId }} className="hover:underline">
                {form.categoryName}
              </Link>
            ) : (
              <Link to="/librairy/form/other" className="hover:underline">
                Autres questionnaires
              </Link>
            )}
          </LibraryTrail>
          <h1 className="text-2xl font-semibold break-words">{form.name}</h1>
          <div className="flex flex-wrap items-center gap-1.5">
            <KindBadge kind={form.kind} />
            <OwnerBadge isShared={form.isShared} />
            <Badge variant="muted" aria-label={`Version ${form.version}`}>
              v{form.version}
            </Badge>
            <span className="text-xs text-muted-foreground">{describeAppliesTo(form.establishmentCategories)}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportButton type="form" id={form.id} name={form.name} />
          {canCopy(user, form) ? <CopyFormButton formId={form.id} formName={form.name} /> : null}
          {canAuthor(user, form.clientId) ? (
            <Button variant="outline" asChild>
              <Link to="/forms/$id" params={{ id: form.id }}>
                <Pencil aria-hidden />
                Modifier
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {canCopy(user, form) ? <ExistingCopies sourceId={form.id} /> : null}
      <SourceNotice form={form} canUpdate={!form.isShared && canAuthor(user, form.clientId)} />
      {form.description ? <p className="max-w-3xl text-sm whitespace-pre-line">{form.description}</p> : null}
      {form.version > 1 || changesSince ? <FormChanges formId={form.id} since={changesSince} /> : null}
      <TemplatesList formId={form.id} />
      <section aria-labelledby="questions-title" className="grid gap-3">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id="questions-title" className="text-lg font-semibold">
            Questions ({form.questions.length})
          </h2>
          <p className="text-xs text-muted-foreground">
            {plural(critical, 'impératif', 'impératifs')} ·{' '}
            {plural(mandatory, 'document obligatoire', 'documents obligatoires')} ·{' '}
            {plural(recommended, 'document recommandé', 'documents recommandés')}
          </p>
        </div>
        {form.questions.length === 0 ? (
          <EmptyState title="Aucune question" description="Ce questionnaire ne contient pas encore de question." />
        ) : (
          <ol aria-label="Questions du questionnaire" className="grid gap-3">
            {form.questions.map((question, index) => (
              <LibraryQuestion
                key={question.id}
                question={question}
                index={index}
                sources={form.sources.filter((source) => source.questionKey === question.key)}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
