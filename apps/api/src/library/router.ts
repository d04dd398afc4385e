import { authed, requirePermission } from '../orpc/base.ts';
import { browseLibrary } from './browse.ts';
import { copySharedForm } from './copy.ts';
import { readDefaultLibrary } from './default-library.ts';
import { exportCategory, exportForm } from './export.ts';
import { importPortableFile } from './import.ts';
import { getLibraryCategory, getLibraryForm } from './read.ts';

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
    .handler(({ context }) =>
      importPortableFile(context.deps.db, context.actor, { file: readDefaultLibrary(), clientId: null }),
    ),
  copyForm: authed.library.copyForm.handler(({ input, context }) =>
    copySharedForm(context.deps.db, context.actor, input.id),
  ),
};
