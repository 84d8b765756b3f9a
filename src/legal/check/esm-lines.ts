/**
 * `import` and `export` lines in a legal text. MDX reads a line starting with either word as
 * JavaScript and runs it when the page is built: a text could load code, or change what the page
 * shows without it being in the words that are registered. No stage after the check can show
 * such a line either (the PDF, the comparison of versions), so the check refuses it.
 */
import type { MdastNode } from 'satteri';
import { lineOf, type SyntaxNode } from '../markdown/syntax-tree.ts';
import type { Problem } from '../problems.ts';

/** ESM can only stand at the top level of an MDX file, so only the tree's children are read. */
export function lintEsmLines(tree: MdastNode | undefined): Problem[] {
  return ((tree as SyntaxNode | undefined)?.children ?? []).flatMap((node) => {
    if (node.type !== 'mdxjsEsm') return [];
    const keyword = /^\s*(\w+)/.exec(String(node.value))?.[1] ?? 'import';
    return [
      {
        line: lineOf(node),
        problem: `a line starting with "${keyword}" is read as code, which a legal text cannot hold`,
        fix: `remove the line, or reword it so that it does not start with "${keyword}": a legal text loads nothing, and its tags need no import`,
      },
    ];
  });
}
