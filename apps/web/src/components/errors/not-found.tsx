import { Link } from '@tanstack/react-router';
import { buttonVariants } from '@/components/ui/button.tsx';

/**
 * SPEC §8: the router fallback for unknown routes reads 'Not Found'. A plain block, not a <main>: it
 * shows inside the app's <main> when signed in (routes/$.tsx wraps it in one otherwise).
 */
export function NotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-semibold">Not Found</h1>
      <p className="text-muted-foreground">La page demandée n’existe pas ou a été déplacée.</p>
      <Link to="/" className={buttonVariants()}>
        Retour à l’accueil
      </Link>
    </div>
  );
}
