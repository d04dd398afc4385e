import type { ReactNode } from 'react';
import { RequireEstablishment } from './require-establishment.tsx';

type EstablishmentScreenProps = {
  title: string;
  /** What the user would see here once an establishment is chosen (`RequireEstablishment`). */
  purpose: string;
  /** The column's width, and any room kept at its foot. */
  className?: string;
  children: (establishmentId: string, name: string) => ReactNode;
};

/**
 * A screen of the selected establishment, the component of its route: a centred column under its heading, and
 * without an establishment the way to choose one.
 */
export function EstablishmentScreen({ title, purpose, className = 'max-w-4xl', children }: EstablishmentScreenProps) {
  return (
    <div className={`mx-auto grid gap-4 p-4 ${className}`}>
      <h1 className="text-xl font-semibold">{title}</h1>
      <RequireEstablishment purpose={purpose}>{children}</RequireEstablishment>
    </div>
  );
}
