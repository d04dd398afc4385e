import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SRC = path.join(import.meta.dirname, 'apps/web/src');
const FEATURES = path.join(WEB_SRC, 'features');
const API = path.join(import.meta.dirname, 'apps/api');

/** The feature a file of the SPA belongs to (`features/<name>/…`), or null outside features/. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
}

/**
 * Issue 18, bulletproof-react's unidirectional code: a feature imports from components/, hooks/,
 * lib/, stores/ and itself, never from another feature (composition happens in app/), and the SPA
 * never reaches into the API (only `@qc/shared` is common ground).
 */
const boundaries = {
  meta: {
    type: 'problem',
    messages: {
      feature:
        'features/{{own}} imports features/{{other}}: compose the two in app/ (a route or an app-level component), or move the shared piece to components/ or lib/.',
      api: 'The web imports apps/api: share it through packages/shared instead.',
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (specifier === '@qc/api' || specifier.startsWith('@qc/api/'))
        return context.report({ node, messageId: 'api' });
      const target = specifier.startsWith('@/')
        ? path.join(WEB_SRC, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(context.filename), specifier)
          : null;
      if (!target) return;
      if (!path.relative(API, target).startsWith('..')) return context.report({ node, messageId: 'api' });
      const other = featureOf(target);
      if (own && other && other !== own) context.report({ node, messageId: 'feature', data: { own, other } });
    }
    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, node.source.type === 'Literal' ? node.source.value : null),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/*.gen.ts',
      'apps/api/drizzle/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Issue 31 item 5: end-to-end tests assert with Playwright's web-first `expect` (auto-retrying), never node:assert.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['assert', 'assert/strict', 'node:assert', 'node:assert/strict'].map((name) => ({
            name,
            message: 'E2E : utiliser `expect` de Playwright (src/fixtures.ts), qui réessaie sur les locators.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, house: { rules: { boundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'house/boundaries': 'error',
    },
  },
);
