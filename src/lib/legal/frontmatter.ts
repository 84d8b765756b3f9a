/**
 * A legal file's frontmatter as the site uses it, or `undefined` when it is missing or invalid
 * (the content lint reports why, field by field, with line numbers). Imports carry `.ts` because
 * the Node scripts (`npm run legal:archive`) load this file without a bundler.
 */
import { parse } from 'yaml';
import { readOutline } from './outline.ts';
import { legalFrontmatterSchema, type LegalFrontmatter } from './schema.ts';

export function readFrontmatter(source: string): LegalFrontmatter | undefined {
  const frontmatter = readOutline(source).frontmatter;
  if (!frontmatter) return undefined;
  try {
    const result = legalFrontmatterSchema.safeParse(parse(frontmatter.text) ?? {});
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
