import { Link } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="grid max-w-3xl gap-4">
      <div>
        <BackLink back={back} />
        <h1 className="text-2xl font-semibold">{title}</h1>
      </div>
      <Card>
        <CardContent className="pt-5">
          <form className="grid gap-6" onSubmit={submit} noValidate aria-label={title}>
            {children}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" asChild>
                <Link to={back.to}>Annuler</Link>
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Création…' : submitLabel}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
