import { EstablishmentScreen } from '@/components/layouts/establishment-screen.tsx';
import { SurveysPage } from './surveys-page.tsx';

/** The route's screen (issue 28 item 3): the surveys of the selected establishment. */
export function SurveysScreen() {
  return (
    <EstablishmentScreen
      title="Enquêtes auprès des familles et de l’équipe"
      purpose="voir ses enquêtes"
      className="max-w-3xl"
    >
      {(establishmentId) => <SurveysPage establishmentId={establishmentId} />}
    </EstablishmentScreen>
  );
}
