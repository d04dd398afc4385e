import type { Role } from '@qc/shared/enums';

/** The user form's values, shared by its fields and its assignment fields (neither imports the other). */
export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  clientId: string;
  establishmentId: string;
};
