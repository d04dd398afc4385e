import type { ReactNode } from 'react';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <div className="text-center">
        <p className="text-xl font-semibold text-primary">Qualité & Conformité</p>
        <p className="text-sm text-muted-foreground">Auto-évaluation et plans d’action des établissements</p>
      </div>
      <div className="w-full max-w-sm">{children}</div>
    </main>
  );
}
