import { Link } from '@tanstack/react-router';
import { useLibrary } from '../api/browse-library.ts';

/** Before copying a shared form again: the copies the user's client already has, to open instead. */
export function ExistingCopies({ sourceId }: { sourceId: string }) {
  const { data } = useLibrary({}, null);
  if (!data) return null;
  const copies = [...data.categories.flatMap((category) => category.forms), ...data.otherForms].filter(
    (form) => form.sourceFormId === sourceId && !form.isShared,
  );
  if (copies.length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Votre client en a déjà {copies.length > 1 ? 'des copies' : 'une copie'} :{' '}
      {copies.map((copy, index) => (
        <span key={copy.id}>
          {index > 0 ? ', ' : null}
          <Link to="/forms/$id" params={{ id: copy.id }} className="font-medium text-primary underline">
            {copy.name}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}
