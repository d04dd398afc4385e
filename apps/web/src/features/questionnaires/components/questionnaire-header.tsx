import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The list a category's or a form's page belongs to, linked above its title. */
export type BackTo = { to: '/categories/list' | '/forms/list'; label: string };

/** The link back to the list, above the title of a page that creates or shows a category or a form. */
export function BackLink({ back }: { back: BackTo }) {
  return (
    <p className="text-sm">
      <Link to={back.to} className="text-muted-foreground hover:underline">
        {back.label}
      </Link>
    </p>
  );
}

type QuestionnaireHeaderProps = {
  back: BackTo;
  title: string;
  /** The badges under the title (type, status, shared, version…). */
  badges?: ReactNode;
  /** The buttons on the right (delete, deactivate). */
  actions?: ReactNode;
};

/** The head of a category's or a form's page: back to its list, its name, its badges, its actions. */
export function QuestionnaireHeader({ back, title, badges, actions }: QuestionnaireHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        <BackLink back={back} />
        <h1 className="text-2xl font-semibold break-words">{title}</h1>
        {badges ? <div className="flex flex-wrap items-center gap-1.5">{badges}</div> : null}
      </div>
      {actions}
    </div>
  );
}
