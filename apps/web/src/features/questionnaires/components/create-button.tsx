import { Link } from '@tanstack/react-router';
import { FilePlus2, FolderPlus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { canCreate } from '../authoring.ts';

const CREATE = {
  '/categories/list/create': { icon: <FolderPlus aria-hidden />, label: 'Nouvelle catégorie' },
  '/forms/list/create': { icon: <FilePlus2 aria-hidden />, label: 'Nouveau questionnaire' },
} as const;

/** « Nouvelle catégorie » / « Nouveau questionnaire », only for those who may author (the route refuses the others). */
export function CreateButton({ to }: { to: keyof typeof CREATE }) {
  const user = useCurrentUser();
  if (!canCreate(user)) return null;
  return (
    <Button asChild>
      <Link to={to}>
        {CREATE[to].icon}
        {CREATE[to].label}
      </Link>
    </Button>
  );
}
