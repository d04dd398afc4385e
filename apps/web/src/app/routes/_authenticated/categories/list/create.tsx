import { createFileRoute } from '@tanstack/react-router';
import { requireAuthoring } from '@/features/questionnaires/authoring.ts';
import { CategoryCreatePage } from '@/features/questionnaires/components/category-create-page.tsx';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /categories/list/create: form:manage (a client's category) or library:manage (a shared one). */
export const Route = createFileRoute('/_authenticated/categories/list/create')({
  head: () => ({ meta: [{ title: pageTitle('Nouvelle catégorie') }] }),
  beforeLoad: requireAuthoring,
  component: CategoryCreatePage,
});
