import { createFileRoute } from '@tanstack/react-router';
import { requireAuthoring } from '@/features/questionnaires/authoring.ts';
import { FormCreatePage } from '@/features/questionnaires/components/form-create-page.tsx';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /forms/list/create: form:manage (a client's form) or library:manage (a shared one). */
export const Route = createFileRoute('/_authenticated/forms/list/create')({
  head: () => ({ meta: [{ title: pageTitle('Nouveau questionnaire') }] }),
  beforeLoad: requireAuthoring,
  component: FormCreatePage,
});
