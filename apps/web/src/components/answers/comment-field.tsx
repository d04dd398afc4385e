import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

type CommentFieldProps = {
  /** The question's id prefix: the textarea is `${id}-comment`. */
  id: string;
  value: string;
  onChange: (comment: string) => void;
  error?: string | undefined;
};

/** « Commentaire » under an answer: in the form being answered and in its preview. */
export function CommentField({ id, value, onChange, error }: CommentFieldProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-comment`} className="text-xs text-muted-foreground">
        Commentaire
      </Label>
      <Textarea
        id={`${id}-comment`}
        className="min-h-12"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Précisions, écarts constatés…"
      />
      {error ? <p className="text-xs text-destructive">{error}</p> : null}
    </div>
  );
}
