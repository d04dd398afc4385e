import { type TestResponse } from '../../support/app.ts';

/**
 * Issue 12 item 11: two requests racing on one row, 10 rounds each. On
 * PostgreSQL (TEST_DATABASE_URL) they really run at once on two connections;
 * on PGlite they are serialised, and the same outcomes must hold. Every round
 * ends in one of the answers a one-after-the-other order would give (French
 * 404/409, never a 500) and in a consistent state.
 */
export const ROUNDS = 10;
export const establishmentBody = (legalEntityId: string, name: string) => ({
  legalEntityId,
  name,
  address: '3 rue des Écoles',
  phoneNumber: '0102030405',
  postalCode: '69003',
  city: 'Lyon',
  siret: '12345678901234',
  raisonSocialeOfTheManager: 'Association Les Lutins',
  modalityOfTarification: 'PSU',
});

export const summary = (response: TestResponse) => `${response.status} ${JSON.stringify(response.body?.message ?? '')}`;

/** Runs the rounds and returns the description of each round that broke the rules (empty when all held). */
export async function rounds(round: (index: number) => Promise<string | null>): Promise<string[]> {
  const failures: string[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    const failure = await round(index);
    if (failure) failures.push(`round ${index + 1}: ${failure}`);
  }
  return failures;
}
