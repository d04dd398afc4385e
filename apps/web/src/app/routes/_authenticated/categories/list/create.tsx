import { createFileRoute } from '@tanstack/react-router';
import { requireAuthoring } from '@/features/questionnaires/authoring.ts';
import { CategoryCreatePage } from '@/features/questionnaires/components/category-create-page.tsx';

/** SPEC §2 /categories/list/create: form:manage (a client's category) or library:manage (a shared one). */
export const Route = createFileRoute('/_authenticated/categories/list/create')({
  beforeLoad: requireAuthoring,
  component: CategoryCreatePage,
});
