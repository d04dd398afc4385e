import type { ReactNode } from 'react';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex min-h-screen flex-col items-center justify-center gap-6 p-4 focus:outline-none"
      >
        <div className="text-center">
          <p className="text-xl font-semibold text-primary">Qualité & Conformité</p>
          <p className="text-sm text-muted-foreground">Auto-évaluation et plans d’action des établissements</p>
        </div>
        <div className="w-full max-w-sm">{children}</div>
      </main>
    </>
  );
}
