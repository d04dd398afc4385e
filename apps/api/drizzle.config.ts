import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-auth.ts',
    './src/db/schema-members.ts',
    './src/db/schema-audit.ts',
    './src/db/schema-questionnaires.ts',
    './src/db/schema-documents.ts',
    './src/db/schema-evaluations.ts',
    './src/db/schema-action-plans.ts',
    './src/db/schema-mail.ts',
    './src/db/schema-campaigns.ts',
    './src/db/schema-incidents.ts',
    './src/db/schema-surveys.ts',
    './src/db/schema-obligations.ts',
    './src/db/schema-evaluation-projects.ts',
  ],
  out: './drizzle',
});
