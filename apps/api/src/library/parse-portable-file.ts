import { describeImportIssue, toIssuePath } from '@qc/shared/library/import-issues';
import { PortableFileSchema, PORTABLE_MESSAGES, type PortableFile } from '@qc/shared/library/portable-schemas';
import * as v from 'valibot';
import { invalid } from '../common/domain-errors.ts';

function invalidFile(messages: Array<{ path: string; message: string }>): never {
  const message = messages[0]?.message ?? PORTABLE_MESSAGES.format;
  invalid(message, { issues: messages, fieldErrors: { file: message } });
}

/** Validates a file, with French messages that name the category, form and question at fault. */
export function parsePortableFile(raw: unknown): PortableFile {
  const result = v.safeParse(PortableFileSchema, raw);
  if (!result.success) {
    invalidFile(
      result.issues.slice(0, 20).map((issue) => {
        const path = toIssuePath(issue);
        return { path: path.join('.'), message: describeImportIssue(raw, path, issue.message) };
      }),
    );
  }
  const file = result.output;
  const duplicates: Array<{ path: string; message: string }> = [];
  const seen = new Set<string>();
  const check = (kind: string, key: string, path: string) => {
    if (seen.has(`${kind}:${key}`)) duplicates.push({ path, message: `${PORTABLE_MESSAGES.duplicateKey} : ${key}` });
    seen.add(`${kind}:${key}`);
  };
  file.categories.forEach((category, index) => check('category', category.key, `categories.${index}.key`));
  const allForms = [...file.categories.flatMap((category) => category.forms), ...file.forms];
  allForms.forEach((form) => {
    check('form', form.key, form.key);
    const questionKeys = new Set<string>();
    form.questions.forEach((question, index) => {
      if (questionKeys.has(question.key)) {
        duplicates.push({
          path: form.key,
          message: `Questionnaire « ${form.name} », question ${index + 1} (clé ${question.key}) : ${PORTABLE_MESSAGES.duplicateKey}`,
        });
      }
      questionKeys.add(question.key);
    });
  });
  if (duplicates.length > 0) invalidFile(duplicates);
  return file;
}
