import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

type SectionCardProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The title's id: the card's accessible name. */
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  contentClassName?: string;
};

/** A card named by its title, with what it shows said under it. */
export function SectionCard({ titleId, title, description, contentClassName, children, ...props }: SectionCardProps) {
  return (
    <Card aria-labelledby={titleId} {...props}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
