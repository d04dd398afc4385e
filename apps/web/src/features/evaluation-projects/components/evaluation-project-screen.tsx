import { EstablishmentScreen } from '@/components/layouts/establishment-screen.tsx';
import { EvaluationProjectPage } from './evaluation-project-page.tsx';

/** The route's screen (issue 28 item 2, ADR 044): the project of the selected establishment. */
export function EvaluationProjectScreen() {
  return (
    <EstablishmentScreen title="Projet d’évaluation de la qualité de l’accueil" purpose="voir son projet d’évaluation">
      {(establishmentId) => <EvaluationProjectPage establishmentId={establishmentId} />}
    </EstablishmentScreen>
  );
}
