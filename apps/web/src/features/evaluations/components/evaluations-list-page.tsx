import { Link } from '@tanstack/react-router';

type EvaluationsHeaderProps = {
  title: string;
  /** The selected establishment's name, under the title. */
  name: string;
  /** The other list of the section, at the right: to evaluate, or completed. */
  link: { to: '/auto-evaluation/categories' | '/auto-evaluation/completed'; label: string };
};

/** The title of the self-evaluation lists, the establishment they are about, and the way to the other list. */
export function EvaluationsHeader({ title, name, link }: EvaluationsHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{name}</p>
      </div>
      <Link to={link.to} className="text-sm text-primary underline">
        {link.label}
      </Link>
    </div>
  );
}
