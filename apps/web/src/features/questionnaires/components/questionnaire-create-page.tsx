import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { QuestionnaireForm } from './questionnaire-form.tsx';
import { BackLink, type BackTo } from './questionnaire-header.tsx';

type QuestionnaireCreatePageProps = {
  /** The list the page comes from: linked above the title and by « Annuler ». */
  back: BackTo;
  /** The title, also the form's accessible name (« Nouvelle catégorie »). */
  title: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** The page that creates a category or a form: its fields in a card, « Annuler » and the create button. */
export function QuestionnaireCreatePage({
  back,
  title,
  submitLabel,
  isPending,
  onSubmit,
  children,
}: QuestionnaireCreatePageProps) {
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
