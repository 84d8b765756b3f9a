/**
 * The dev server's check when it compiles a legal file, which it does the moment the file is
 * saved, sometimes before the content loader has read the folder again. The folder is read as
 * the file now stands and checked before MDX compiles it, so a mistake is reported as the build
 * reports it (the first problem's line) rather than as whatever the compiler trips over, with
 * its stack trace.
 */
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import {
  compiledVersion,
  isLegalFile,
  type HeldLibrary,
  type LegalLibrary,
} from '../source/library';
import type { LegalProblem } from '../problems';
import { throwLegalProblems } from './content-error';

export function legalCompileCheck(
  held: HeldLibrary,
  check: (library: LegalLibrary) => LegalProblem[],
): Plugin {
  return {
    name: 'legal-compile-check',
    // Before @astrojs/mdx, which would otherwise fail first on a broken frontmatter or tag.
    enforce: 'pre',
    apply: 'serve',
    transform: {
      filter: { id: /\.mdx(?:$|\?)/ },
      async handler(code, id) {
        const fileURL = pathToFileURL(id.replace(/\?.*$/, ''));
        if (!isLegalFile(held.current(), fileURL)) return;
        const { library } = await compiledVersion(held, fileURL, code);
        throwLegalProblems(check(library), library.root);
      },
    },
  };
}
