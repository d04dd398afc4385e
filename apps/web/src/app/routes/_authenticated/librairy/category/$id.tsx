import { createFileRoute } from '@tanstack/react-router';
import { getLibraryCategoryQueryOptions } from '@/features/library/api/get-library-category.ts';
import { LibraryCategoryPage } from '@/features/library/components/library-category-page.tsx';
import { guardedPage, prefetchById } from '@/lib/route-options.ts';

/** SPEC §2 /librairy/category/{id}: a category of the library and its forms. */
export const Route = createFileRoute('/_authenticated/librairy/category/$id')({
  ...guardedPage('Catégorie de la bibliothèque', 'library:read'),
  loader: prefetchById(getLibraryCategoryQueryOptions),
  component: LibraryCategoryPage,
});
