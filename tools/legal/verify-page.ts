// A saved page: its version mark names a version, and its words are compared with this build's.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageDocumentWords } from '../../e2e/support/pdf-text.ts';
import { readVersionMark, VERSION_MARK_NAME } from '../../src/legal/version-mark.ts';
import { findText, findVersion, type PublishedVersions } from './published-versions.ts';
import { refused, versionLines, versionName } from './verify-messages.ts';
import { formatLongDay as long } from '../../src/lib/dates.ts';
import type { Verdict } from './verify.ts';
import { wordDifference } from './word-difference.ts';

export async function verifySavedPage(
  path: string,
  html: string,
  published: PublishedVersions,
): Promise<Verdict> {
  const mark = readVersionMark(html);
  if (!mark)
    return refused(
      `${path} is a web page without the ${VERSION_MARK_NAME} mark that every legal version page of this site carries: it is not a saved page of one of its legal documents.`,
    );
  const found = findText(published, mark.sha256);
  if (!found) {
    const same = findVersion(published, mark.document, mark.day);
    return refused(
      `${path} names ${mark.document}, the version of ${long(mark.day)}, with text sha256:${mark.sha256}, which no version in this build has ever had.`,
      same
        ? `This build's version of that date has sha256:${same.text.sha256}: the page comes from another build (another site, or content that was never published here), or its mark was edited.`
        : `This build has no version of ${mark.document} of that date: the page comes from another site, or its mark was edited.`,
    );
  }
  const lines = [
    `${path} is a saved page of ${versionName(found)}.`,
    ...versionLines(found, published),
  ];
  const builtPage = join(published.site, `${new URL(found.text.permanentAddress).pathname}.html`);
  if (!existsSync(builtPage))
    return refused(
      ...lines,
      `${builtPage} is missing from this build, so its text cannot be compared.`,
    );
  if (!html.includes('data-document-text'))
    return refused(
      ...lines,
      'Its document text is missing: the page has no column marked data-document-text.',
    );
  const saved = pageDocumentWords(html);
  const built = pageDocumentWords(await readFile(builtPage, 'utf8'));
  if (saved !== built)
    return refused(
      ...lines,
      `Its document text differs from this build's page of that version (${builtPage}) ${wordDifference(saved, built)}.`,
    );
  const same = `Its document text matches this build's page of that version, word for word.`;
  return { ok: true, lines: [...lines, same] };
}
