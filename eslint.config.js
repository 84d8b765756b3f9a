// @ts-check
/**
 * One linter for the whole tree, run by `npm run lint` (and so by `npm test`): JavaScript's and
 * TypeScript's recommended rules, typed (`recommendedTypeChecked`) for the TypeScript files, Astro's
 * for the templates, and the accessibility rules for the two React islands, the only JSX the site
 * has. Layout is Prettier's, so no rule here is about it.
 *
 * The `.astro` templates and the two config scripts are linted untyped: the project service is
 * TypeScript's own language service, which cannot open `.astro` files (only Astro's language server
 * can), so typed rules there would fail to find a program rather than check anything.
 */
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.e2e/', '.wrangler/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  astro.configs.recommended,
  {
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  { files: ['src/islands/**/*.tsx'], extends: [jsxA11y.configs.recommended] },
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
    rules: {
      // `_` marks a parameter a signature requires and the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
