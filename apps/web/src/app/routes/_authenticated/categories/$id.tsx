import { createFileRoute } from '@tanstack/react-router';
import { getCategoryQueryOptions } from '@/features/questionnaires/api/get-category.ts';
import { CategoryDetailPage } from '@/features/questionnaires/components/category-detail-page.tsx';
import { guardedPage, prefetchById } from '@/lib/route-options.ts';

/** SPEC §2 /categories/{id}: the category, its forms and their order. */
export const Route = createFileRoute('/_authenticated/categories/$id')({
  ...guardedPage('Catégorie', 'form:read'),
  loader: prefetchById(getCategoryQueryOptions),
  component: CategoryDetailPage,
});
