import { openTenantsContext } from './context.ts';

/** A valid establishment body for the admin-integrity-*.test.ts files (its SIRET padded, to be trimmed). */
export const establishmentBody = (legalEntityId: string, name = 'Crèche Les Lutins') => ({
  legalEntityId,
  name,
  address: '3 rue des Écoles',
  phoneNumber: '0102030405',
  postalCode: '69003',
  city: 'Lyon',
  siret: ' 12345678201232 ',
  raisonSocialeOfTheManager: 'Association Les Lutins',
  modalityOfTarification: 'PSU',
  lastAssembly: '2026-03-01',
  category: 'MICRO_CRECHE',
  capacity: 12,
});

/** The admin-integrity-*.test.ts files' start: the tenants, with the four users they call as signed in. */
export const openAdminIntegrityContext = () =>
  openTenantsContext({ signIn: ['admin', 'masterA', 'masterB', 'directorA'] });
