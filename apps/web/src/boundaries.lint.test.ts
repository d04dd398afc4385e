// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The `house/boundaries` messages ESLint gives a snippet, as if it were the file at `file` (from the root). */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'house/boundaries').map((message) => message.message);
}

describe('eslint house/boundaries (issue 18)', () => {
  it('refuses an import of another feature, by alias or relative path, static or dynamic', async () => {
    const file = 'apps/web/src/features/evaluations/components/page.tsx';
    expect(
      await boundaryErrors(
        file,
        [
          "import { EstablishmentCampaigns } from '@/features/campaigns/components/establishment-campaigns.tsx';",
          "export { useDocuments } from '../../documents/api/get-documents.ts';",
          "void import('@/features/library/components/library-page.tsx');",
        ].join('\n'),
      ),
    ).toEqual([
      expect.stringContaining('features/evaluations imports features/campaigns'),
      expect.stringContaining('features/evaluations imports features/documents'),
      expect.stringContaining('features/evaluations imports features/library'),
    ]);
  });

  it('refuses any import of the API from the web', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/anything.ts',
      ["import type { AppDeps } from '../../../api/src/app.ts';", "import { app } from '@qc/api/app';"].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('The web imports apps/api');
  });

  it('lets a feature import itself, the shared layers and packages/shared, and app/ compose features', async () => {
    const own = [
      "import { useCan } from '../use-can.ts';",
      "import { useEvaluation } from '@/features/evaluations/api/get-evaluation.ts';",
      "import { Button } from '@/components/ui/button.tsx';",
      "import { orpc } from '@/lib/api-client.ts';",
      "import { contract } from '@qc/shared/contract';",
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/evaluations/components/page.tsx', own)).toEqual([]);
    const composed = [
      "import { EstablishmentCampaigns } from '@/features/campaigns/components/establishment-campaigns.tsx';",
      "import { CategoriesPage } from '@/features/evaluations/components/categories-page.tsx';",
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/app/pages/page.tsx', composed)).toEqual([]);
  });
});
