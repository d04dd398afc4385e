import { createFileRoute } from '@tanstack/react-router';
import { requireAuthoring } from '@/features/questionnaires/authoring.ts';
import { FormCreatePage } from '@/features/questionnaires/components/form-create-page.tsx';

/** SPEC §2 /forms/list/create: form:manage (a client's form) or library:manage (a shared one). */
export const Route = createFileRoute('/_authenticated/forms/list/create')({
  beforeLoad: requireAuthoring,
  component: FormCreatePage,
});
