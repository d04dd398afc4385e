/** A valid body for POST /users (SPEC §5), with a fresh e-mail each time. */
export const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nina',
  lastName: 'Lambert',
  email: `nina-${Math.random().toString(36).slice(2, 8)}@creche.fr`,
  roles: ['COLLABORATOR'],
  ...overrides,
});
