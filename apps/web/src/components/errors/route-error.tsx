import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { reportCrash } from '@/lib/analytics.ts';
import { getErrorMessage, getErrorStatus } from '@/lib/errors.ts';

/**
 * SPEC §8: the router fallback for route errors reads 'Something went wrong!'. Issue 19: it explains
 * itself in French and offers a retry and a way home.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    // Refusals and missing resources are answers, not crashes: report only the unexpected.
    const status = getErrorStatus(error);
    if (status === undefined || status >= 500) reportCrash(error);
    queryErrorResetBoundary.reset();
  }, [error, queryErrorResetBoundary]);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <h1 className="text-xl font-semibold">Something went wrong!</h1>
      <p className="text-muted-foreground">Une erreur est survenue lors du chargement de cette page.</p>
      <p className="text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => void router.invalidate()}>Réessayer</Button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Retour à l’accueil
        </Link>
      </div>
    </div>
  );
}
