import { EstablishmentScreen } from '@/components/layouts/establishment-screen.tsx';
import { DeclareForm } from './declare-form.tsx';

/**
 * The route's screen (issue 29 item 1): the declaration for the selected establishment; another establishment
 * starts a form of its own.
 */
export function DeclareScreen() {
  return (
    <EstablishmentScreen title="Déclarer un événement" purpose="déclarer un événement" className="max-w-xl pb-24">
      {(establishmentId, name) => (
        <DeclareForm key={establishmentId} establishmentId={establishmentId} establishmentName={name} />
      )}
    </EstablishmentScreen>
  );
}
