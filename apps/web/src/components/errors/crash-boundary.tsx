import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from '@/lib/analytics.ts';

type State = { hasCrashed: boolean };

/** SPEC §8: when the app crashes a fallback screen is shown and the crash is reported. */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasCrashed: false };

  static getDerivedStateFromError(): State {
    return { hasCrashed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportCrash(error);
  }

  override render() {
    if (!this.state.hasCrashed) return this.props.children;
    return (
      <main role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-semibold">L’application a rencontré un problème</h1>
        <p className="max-w-md text-muted-foreground">
          Une erreur inattendue a interrompu l’affichage. Vos données enregistrées ne sont pas perdues. Rechargez la
          page pour reprendre.
        </p>
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
          onClick={() => window.location.reload()}
        >
          Recharger la page
        </button>
      </main>
    );
  }
}
