import { userHasPermission, type PermissionHolder } from '@qc/shared/permissions';

type LibraryUser = PermissionHolder & { clientId?: string | null };

/** Importing a file: into one's client (form:manage) or the shared library (library:manage). */
export function canImport(user: LibraryUser | null | undefined): boolean {
  return userHasPermission(user, 'form:manage') || userHasPermission(user, 'library:manage');
}

/** "Copier dans mon client": a shared form, for someone who authors its own client's forms. */
export function canCopy(user: LibraryUser | null | undefined, form: { isShared: boolean }): boolean {
  return form.isShared && Boolean(user?.clientId) && userHasPermission(user, 'form:manage');
}

/** Whether the authoring page /forms/{id} lets this user edit the form (the server checks the scope). */
export function canAuthor(user: LibraryUser | null | undefined, clientId: string | null): boolean {
  return userHasPermission(user, clientId === null ? 'library:manage' : 'form:manage');
}
