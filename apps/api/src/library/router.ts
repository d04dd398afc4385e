import { authed, requirePermission } from '../orpc/base.ts';
import { byId, operation, operations } from '../orpc/operations.ts';
import { browseLibrary } from './browse.ts';
import { getLibraryFormChanges } from './changes.ts';
import { copySharedForm } from './copy.ts';
import { updateCopyFromSource } from './copy-update.ts';
import { exportCategory, exportForm } from './export.ts';
import { importPortableFile, nothingImported } from './import.ts';
import { getLibraryCategory, getLibraryForm } from './read.ts';
import { applyDefaultLibraryRelease, listLibraryReleases } from './releases.ts';

export const libraryRouter = {
  ...operations(authed.library, ['library:read'], {
    browse: browseLibrary,
    category: byId(getLibraryCategory),
    form: byId(getLibraryForm),
    exportForm: byId(exportForm),
    exportCategory: byId(exportCategory),
  }),
  import: authed.library.import.handler(({ input, context }) =>
    importPortableFile(context.deps.db, context.actor, input),
  ),
  importDefault: authed.library.importDefault
    .use(requirePermission('library:manage'))
    // The files' release, recorded like the start-up's (ADR 029); forced, so it also restores edited shared forms.
    .handler(async ({ context }) => {
      const applied = await applyDefaultLibraryRelease(context.deps.db, { actor: context.actor, force: true });
      return applied?.summary ?? nothingImported();
    }),
  releases: authed.library.releases
    .use(requirePermission('library:read'))
    .handler(({ context }) => listLibraryReleases(context.deps.db, context.actor)),
  formChanges: authed.library.formChanges
    .use(requirePermission('library:read'))
    .handler(({ input, context }) => getLibraryFormChanges(context.deps.db, context.actor, input.id, input.since)),
  // A copy is a client's form: form:manage first (403, DESIGN §3), then the copy in scope (404).
  updateCopy: operation(authed.library.updateCopy, ['form:manage'], byId(updateCopyFromSource)),
  copyForm: authed.library.copyForm.handler(({ input, context }) =>
    copySharedForm(context.deps.db, context.actor, input.id),
  ),
};
