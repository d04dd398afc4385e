import { EstablishmentScreen } from '@/components/layouts/establishment-screen.tsx';
import { ObligationsPage } from './obligations-page.tsx';

/** The route's screen (issue 27 item 4, ADR 039): the recurring obligations of the selected establishment. */
export function ObligationsScreen() {
  return (
    <EstablishmentScreen title="Obligations récurrentes" purpose="voir ses obligations récurrentes">
      {(establishmentId) => <ObligationsPage establishmentId={establishmentId} />}
    </EstablishmentScreen>
  );
}
