import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { QuestionnaireForm } from './questionnaire-form.tsx';
import { BackLink, type BackTo } from './questionnaire-header.tsx';

/**
 * What each create page says: the list it comes from (linked above the title and by « Annuler »),
 * its title (also the form's accessible name), its button, and once created the message and the page opened.
 */
export const CREATE_PAGES = {
  category: {
    back: { to: '/categories/list', label: 'Catégories' },
    title: 'Nouvelle catégorie',
    submitLabel: 'Créer la catégorie',
    created: 'Catégorie créée.',
    detail: '/categories/$id',
  },
  form: {
    back: { to: '/forms/list', label: 'Tous les questionnaires' },
    title: 'Nouveau questionnaire',
    submitLabel: 'Créer le questionnaire',
    created: 'Questionnaire créé. Ajoutez-lui des questions.',
    detail: '/forms/$id',
  },
} as const satisfies Record<
  string,
  { back: BackTo; title: string; submitLabel: string; created: string; detail: string }
>;

export type CreatedEntry = keyof typeof CREATE_PAGES;

type QuestionnaireCreatePageProps = {
  entry: CreatedEntry;
  isPending: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** The page that creates a category or a form: its fields in a card, « Annuler » and the create button. */
export function QuestionnaireCreatePage({ entry, isPending, onSubmit, children }: QuestionnaireCreatePageProps) {
  const { back, title, submitLabel } = CREATE_PAGES[entry];
  return (
    <div className="grid max-w-3xl gap-4">
      <div>
        <BackLink back={back} />
        <h1 className="text-2xl font-semibold">{title}</h1>
      </div>
      <Card>
        <CardContent className="pt-5">
          <QuestionnaireForm
            label={title}
            isPending={isPending}
            onSubmit={onSubmit}
            submitLabel={submitLabel}
            pendingLabel="Création…"
            secondaryAction={
              <Button variant="outline" asChild>
                <Link to={back.to}>Annuler</Link>
              </Button>
            }
          >
            {children}
          </QuestionnaireForm>
        </CardContent>
      </Card>
    </div>
  );
}
