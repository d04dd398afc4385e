import { authed } from '../orpc/base.ts';
import { byId, operations } from '../orpc/operations.ts';
import { browseLibrary } from './browse.ts';
import { getLibraryFormChanges } from './changes.ts';
import { copySharedForm } from './copy.ts';
import { updateCopyFromSource } from './copy-update.ts';
import { exportCategory, exportForm } from './export.ts';
import { importPortableFile, nothingImported } from './import.ts';
import { getLibraryCategory, getLibraryForm } from './read.ts';
import { applyDefaultLibraryRelease, listLibraryReleases } from './releases.ts';

export const libraryRouter = operations(authed.library, {
  browse: browseLibrary,
  category: byId(getLibraryCategory),
  form: byId(getLibraryForm),
  exportForm: byId(exportForm),
  exportCategory: byId(exportCategory),
  import: importPortableFile,
  // The files' release, recorded like the start-up's (ADR 029); forced, so it also restores edited shared forms.
  importDefault: async (db, actor) => {
    const applied = await applyDefaultLibraryRelease(db, { actor, force: true });
    return applied?.summary ?? nothingImported();
  },
  releases: (db, actor) => listLibraryReleases(db, actor),
  formChanges: (db, actor, input) => getLibraryFormChanges(db, actor, input.id, input.since),
  // A copy is a client's form: form:manage first (403, DESIGN §3), then the copy in scope (404).
  updateCopy: byId(updateCopyFromSource),
  copyForm: byId(copySharedForm),
});
