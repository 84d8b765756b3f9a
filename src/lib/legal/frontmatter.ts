/**
 * A legal file's frontmatter as the site uses it, or `undefined` when it is missing or invalid
 * (the content check reports why, field by field, with line numbers). Imports carry `.ts` because
 * the Node commands (`npm run legal:archive`) load this file without a bundler.
 */
import { lintFrontmatter } from './lint-frontmatter.ts';
import type { LegalFrontmatter } from './schema.ts';

export function readFrontmatter(source: string): LegalFrontmatter | undefined {
  return lintFrontmatter(source).data;
}
