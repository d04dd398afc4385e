import { createFileRoute } from '@tanstack/react-router';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { EvaluationProjectPage } from '@/features/evaluation-projects/components/evaluation-project-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 28 item 2 (ADR 044): the projet d'évaluation de la qualité de l'accueil of the selected establishment. */
export const Route = createFileRoute('/_authenticated/evaluation-project/')({
  ...guardedPage('Projet d’évaluation', 'evaluation-project:read'),
  component: EvaluationProjectRoute,
});

function EvaluationProjectRoute() {
  return (
    <div className="mx-auto grid max-w-4xl gap-4 p-4">
      <h1 className="text-xl font-semibold">Projet d’évaluation de la qualité de l’accueil</h1>
      <RequireEstablishment purpose="voir son projet d’évaluation">
        {(establishmentId) => <EvaluationProjectPage establishmentId={establishmentId} />}
      </RequireEstablishment>
    </div>
  );
}
