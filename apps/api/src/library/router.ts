import { authed, requirePermission } from '../orpc/base.ts';
import { browseLibrary } from './browse.ts';
import { getLibraryFormChanges } from './changes.ts';
import { copySharedForm } from './copy.ts';
import { updateCopyFromSource } from './copy-update.ts';
import { exportCategory, exportForm } from './export.ts';
import { importPortableFile } from './import.ts';
import { getLibraryCategory, getLibraryForm } from './read.ts';
import { applyDefaultLibraryRelease, listLibraryReleases } from './releases.ts';

const NOTHING_IMPORTED = {
  categoriesCreated: 0,
  categoriesUpdated: 0,
  formsCreated: 0,
  formsUpdated: 0,
  formsUnchanged: 0,
  questions: 0,
};

export const libraryRouter = {
  browse: authed.library.browse
    .use(requirePermission('library:read'))
    .handler(({ input, context }) => browseLibrary(context.deps.db, context.actor, input)),
  category: authed.library.category
    .use(requirePermission('library:read'))
    .handler(({ input, context }) => getLibraryCategory(context.deps.db, context.actor, input.id)),
  form: authed.library.form
    .use(requirePermission('library:read'))
    .handler(({ input, context }) => getLibraryForm(context.deps.db, context.actor, input.id)),
  exportForm: authed.library.exportForm
    .use(requirePermission('library:read'))
    .handler(({ input, context }) => exportForm(context.deps.db, context.actor, input.id)),
  exportCategory: authed.library.exportCategory
    .use(requirePermission('library:read'))
    .handler(({ input, context }) => exportCategory(context.deps.db, context.actor, input.id)),
  import: authed.library.import.handler(({ input, context }) =>
    importPortableFile(context.deps.db, context.actor, input),
  ),
  importDefault: authed.library.importDefault
    .use(requirePermission('library:manage'))
    // The files' release, recorded like the start-up's (ADR 029); forced, so it also restores edited shared forms.
    .handler(async ({ context }) => {
      const applied = await applyDefaultLibraryRelease(context.deps.db, { actor: context.actor, force: true });
      return applied?.summary ?? NOTHING_IMPORTED;
    }),
  releases: authed.library.releases
    .use(requirePermission('library:read'))
    .handler(({ context }) => listLibraryReleases(context.deps.db, context.actor)),
  formChanges: authed.library.formChanges
    .use(requirePermission('library:read'))
    .handler(({ input, context }) => getLibraryFormChanges(context.deps.db, context.actor, input.id, input.since)),
  // A copy is a client's form: form:manage first (403, DESIGN §3), then the copy in scope (404).
  updateCopy: authed.library.updateCopy
    .use(requirePermission('form:manage'))
    .handler(({ input, context }) => updateCopyFromSource(context.deps.db, context.actor, input.id)),
  copyForm: authed.library.copyForm.handler(({ input, context }) =>
    copySharedForm(context.deps.db, context.actor, input.id),
  ),
};
