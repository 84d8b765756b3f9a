// @ts-check
/**
 * One linter for the whole tree, run by `npm run lint` (and so by `npm test`): JavaScript's and
 * TypeScript's recommended rules, Astro's for the templates, and the accessibility rules for the
 * two React islands, the only JSX the site has. Layout is Prettier's, so no rule here is about it.
 */
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.e2e/', '.wrangler/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
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
