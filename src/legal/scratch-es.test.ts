import { cp, mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { mdxToJs } from 'satteri';
import { it } from 'vitest';
import { RENDERED_MARKDOWN_FEATURES } from './markdown/syntax-tree';
import { legalReferences } from './markdown/references-plugin';
import { legalReadingAids } from './markdown/reading-aids-plugin';
import { legalSentenceEnds } from './markdown/sentence-ends-plugin';
import { openLegalLibrary } from './source/library';
import { translationText } from './legal-text';
import { renderVersionPdf } from './pdf/render-version-pdf';
import { parseDay } from '../lib/dates';

it('smoke', { timeout: 300_000 }, async () => {
  const root = await mkdtemp(join(tmpdir(), 'es-smoke-'));
  await cp('content/legal', join(root, 'content/legal'), { recursive: true });
  await cp('/work/wt/es-legal', join(root, 'content/legal/es'), { recursive: true });
  const library = await openLegalLibrary(pathToFileURL(`${root}/`), 'content/legal', new Date('2026-11-23T00:00:00Z'));
  for (const document of ['terms', 'privacy', 'official-rules']) {
    for (const name of await readdir(join(root, 'content/legal/es', document))) {
      const file = `content/legal/es/${document}/${name}`;
      try {
        const { code } = await mdxToJs(await readFile(join(root, file), 'utf8'), {
          features: RENDERED_MARKDOWN_FEATURES,
          fileURL: pathToFileURL(join(root, file)),
          mdastPlugins: [legalReferences(() => library), legalSentenceEnds(), legalReadingAids(() => library)],
        });
        const refs = [...code.matchAll(/href: "([^"]+)",\s*children: "([^"]+)"/g)].map(([, h, t]) => `${t}->${h}`);
        const terms = [...code.matchAll(/anchor: "([^"]+)"/g)].length;
        console.log(file, 'refs', refs.length, refs.slice(0, 6).join(' | '), 'terms', terms, 'es', (code.match(/language: "es"/g) ?? []).length);
        const text = (await translationText(library, file))!;
        const pdf = await renderVersionPdf({ date: parseDay(name.replace('.mdx', '')), value: text.version }, library, text);
        const words = execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
        console.log('  pdf', pdf.length, words.slice(0, 300).replace(/\n/g, ' / '));
      } catch (error) {
        console.log(file, 'FAILED', (error as Error).message);
      }
    }
  }
});
