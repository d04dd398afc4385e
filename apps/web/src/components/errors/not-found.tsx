import { Link } from '@tanstack/react-router';
import { buttonVariants } from '@/components/ui/button.tsx';

/** SPEC §8: the router fallback for unknown routes reads 'Not Found'. */
export function NotFound() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-semibold">Not Found</h1>
      <p className="text-muted-foreground">La page demandée n’existe pas ou a été déplacée.</p>
      <Link to="/" className={buttonVariants()}>
        Retour à l’accueil
      </Link>
    </main>
  );
}
