import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { reportCrash } from '@/lib/analytics.ts';
import { getErrorMessage, getErrorStatus } from '@/lib/errors.ts';
import { isChunkError, isServerUnreachable, reloadOnce, whenServerAnswers } from '@/lib/server-reach.ts';

/**
 * SPEC §8: the router fallback for route errors reads 'Something went wrong!'. Issue 19: it explains
 * itself in French and offers a retry and a way home. Issue 34 item 4: a server out of reach (a
 * reload while it is down) is said so, and the page comes back by itself once /healthz answers.
 * Item 5: a page chunk that cannot load while the server answers is a deploy: one reload.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const [down, setDown] = useState(false);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    const status = getErrorStatus(error);
    const chunk = isChunkError(error);
    const unreachable = isServerUnreachable(error);
    // Refusals and missing resources are answers, not crashes; nor is a server out of reach or a deploy.
    if (!chunk && !unreachable && (status === undefined || status >= 500)) reportCrash(error);
    queryErrorResetBoundary.reset();
    if (chunk)
      return whenServerAnswers(
        () => setStale(!reloadOnce()),
        0,
        () => setDown(true),
      );
    return unreachable ? whenServerAnswers(() => void router.invalidate()) : undefined;
  }, [error, queryErrorResetBoundary, router]);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <h1 className="text-xl font-semibold">Something went wrong!</h1>
      {down || isServerUnreachable(error) ? (
        <p>
          Le serveur est injoignable. Vos réponses saisies sont conservées sur cet appareil ; la page se rechargera dès
          que le serveur répondra.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">Une erreur est survenue lors du chargement de cette page.</p>
          <p className="text-sm text-muted-foreground">
            {!isChunkError(error)
              ? getErrorMessage(error)
              : stale
                ? 'Une nouvelle version de l’application est en ligne : rechargez la page.'
                : 'Chargement de la nouvelle version de l’application…'}
          </p>
        </>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => void router.invalidate()}>Réessayer</Button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Retour à l’accueil
        </Link>
      </div>
    </div>
  );
}
