import { expect } from 'vitest';
import type { TestContext } from './app.ts';

/** A moment `hours` from now (negative: in the past), as the form sends it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A child's fall with hospitalisation, an hour ago: the e2e's story, the one R2324-25 asks to declare. */
export function fallWithHospitalisation(establishmentId: string, overrides: Record<string, unknown> = {}) {
  return {
    establishmentId,
    kind: 'CHILD_ACCIDENT',
    occurredAt: hoursFromNow(-1),
    place: 'Salle de motricité',
    description: 'Chute du toboggan, choc à la tête ; l’enfant pleure puis vomit.',
    immediateMeasures: 'Appel du 15, parents prévenus, transport aux urgences pédiatriques.',
    severity: 4,
    hospitalisation: true,
    people: [{ role: 'CHILD', initials: 'L. M.', ageMonths: 30 }],
    ...overrides,
  };
}

/** Declares through the API as `cookie`: answers the created event's id. */
export async function declare(t: TestContext, cookie: string, body: Record<string, unknown>): Promise<string> {
  const created = await t.request('POST', '/api/v1/incidents', { cookie, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}
