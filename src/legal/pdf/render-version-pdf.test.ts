/**
 * A character the PDF's font cannot draw stops the build, naming the text, instead of a blank box
 * in the file. The content check refuses one typed in a text; this is the guard for the words the
 * build writes into it, such as a setting's value.
 */
import { expect, it } from 'vitest';
import { librarySources, registerOf, versionSource } from '../library/legal-sources.fixture';
import type { SyntaxNode } from '../text/syntax-tree';
import { renderVersionPdf } from './render-version-pdf';

it('names the file and the character the font lacks', async () => {
  const sources = {
    'content/legal/terms.mdx': versionSource({
      date: '2025-03-12',
      body: '## 1. Accounts {#accounts}\n\n<InShort>One each.</InShort>\n\nOne account, one person.\n',
    }),
  };
  const library = await librarySources(
    { ...sources, 'content/legal/register.json': registerOf(sources) },
    '2025-06-01',
  );
  const terms = library.documents[0]!.timeline.current;
  const arrow = (node: SyntaxNode): SyntaxNode => ({
    ...node,
    ...(typeof node.value === 'string' && { value: node.value.replace(', ', ' → ') }),
    ...(node.children && { children: node.children.map(arrow) }),
  });
  await expect(
    renderVersionPdf(terms, terms.english, arrow(library.tree(terms.english))),
  ).rejects.toThrow(
    `content/legal/terms.mdx: the PDF's font, Inter, has no glyph for "→" (U+2192), in a value the text shows`,
  );
});
