import { ESTABLISHMENT_CATEGORY_LABELS } from '@qc/shared/enums';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { ListSkeleton } from '@/components/admin/list-skeleton.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import type { FormDetailSearch, FormTab } from '../api/form-detail-search.ts';
import { useForm } from '../api/get-form.ts';
import { canAuthor as canAuthorForm } from '../authoring.ts';
import { FormActions } from './form-actions.tsx';
import { FormNotices } from './form-notices.tsx';
import { FormPreview } from './form-preview.tsx';
import { FormSettings } from './form-settings.tsx';
import { FormTemplates } from './form-templates.tsx';
import { FormVersions } from './form-versions.tsx';
import { QuestionDialog } from './question-dialog.tsx';
import { QuestionList } from './question-list.tsx';
import { VersionBadge } from './questionnaire-badges.tsx';
import { QuestionnaireHeader } from './questionnaire-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

/** /forms/{id}: edit the form, its questions (current version), preview, versions. */
export function FormDetailPage({ id, search }: { id: string; search: FormDetailSearch }) {
  const navigate = useNavigate({ from: '/forms/$id' });
  const user = useCurrentUser();
  const { data: form, isPending, isError, error, refetch } = useForm(id, search.version);
  const tab: FormTab = search.tab ?? 'questions';

  if (isPending) return <ListSkeleton label="Chargement du questionnaire" rows={6} />;
  if (isError) return <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />;

  const isCurrent = form.shownVersion === form.version;
  const canAuthor = canAuthorForm(user, form.clientId);
  const canEdit = canAuthor && isCurrent;
  const appliesTo =
    form.establishmentCategories.length === 0
      ? 'Tous les établissements'
      : form.establishmentCategories.map((category) => ESTABLISHMENT_CATEGORY_LABELS[category]).join(', ');

  return (
    <div className="grid gap-4">
      <QuestionnaireHeader
        back={{ to: '/forms/list', label: 'Tous les questionnaires' }}
        entry={form}
        badges={
          <>
            <VersionBadge version={form.shownVersion} />
            <span className="text-xs text-muted-foreground">
              {form.categoryName ?? 'Sans catégorie'} · {appliesTo}
            </span>
          </>
        }
        actions={canAuthor ? <FormActions form={form} /> : null}
      />
      <FormNotices form={form} canAuthor={canAuthor} />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, tab: next as FormTab }), replace: true })
        }
      >
        <TabsList aria-label="Sections du questionnaire">
          <TabsTrigger value="questions">Questions ({form.questions.length})</TabsTrigger>
          <TabsTrigger value="preview">Aperçu</TabsTrigger>
          <TabsTrigger value="settings">Informations</TabsTrigger>
          <TabsTrigger value="templates">Documents modèles</TabsTrigger>
          <TabsTrigger value="versions">Historique des versions</TabsTrigger>
        </TabsList>
        <TabsContent value="questions" className="grid gap-3">
          {canEdit ? (
            <div>
              <QuestionDialog
                formId={form.id}
                trigger={
                  <Button>
                    <Plus aria-hidden />
                    Ajouter une question
                  </Button>
                }
              />
            </div>
          ) : null}
          {form.questions.length === 0 ? (
            <EmptyState
              title="Aucune question"
              description={canEdit ? 'Ajoutez la première question de ce questionnaire.' : undefined}
            />
          ) : (
            <QuestionList formId={form.id} questions={form.questions} canEdit={canEdit} />
          )}
        </TabsContent>
        <TabsContent value="preview">
          <FormPreview form={form} />
        </TabsContent>
        <TabsContent value="settings">
          <FormSettings key={`${form.status}:${form.shownVersion}`} form={form} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="templates">
          <FormTemplates formId={form.id} canEdit={canAuthor} />
        </TabsContent>
        <TabsContent value="versions">
          <FormVersions formId={form.id} currentVersion={form.version} shownVersion={form.shownVersion} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
