import type { Kind, Status } from '@qc/shared/enums';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { KindBadge, SharedBadge } from '@/components/library/questionnaire-badges.tsx';
import { StatusBadge } from './questionnaire-badges.tsx';

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
  /** The category or form shown: its name is the title, its type, status and sharing the first badges. */
  entry: { name: string; kind: Kind; status: Status; isShared: boolean };
  /** What follows those badges (the version, the form's category…). */
  badges?: ReactNode;
  /** The buttons on the right (delete, deactivate). */
  actions?: ReactNode;
};

/** The head of a category's or a form's page: back to its list, its name, its badges, its actions. */
export function QuestionnaireHeader({ back, entry, badges, actions }: QuestionnaireHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        <BackLink back={back} />
        <h1 className="text-2xl font-semibold break-words">{entry.name}</h1>
        <div className="flex flex-wrap items-center gap-1.5">
          <KindBadge kind={entry.kind} />
          <StatusBadge status={entry.status} />
          {entry.isShared ? <SharedBadge /> : null}
          {badges}
        </div>
      </div>
      {actions}
    </div>
  );
}
