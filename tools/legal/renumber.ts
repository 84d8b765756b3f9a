// Numbers a main file's headings by their place; a registered version changes only by correction.
import { pathToFileURL } from 'node:url';
import { legalCommands } from '../../src/legal/commands.ts';
import { formatProblem } from '../../src/legal/problems.ts';
import { registerEntry } from '../../src/legal/register-file.ts';
import { headingNumbers, splitHeadingNumber } from '../../src/legal/text/section-numbers.ts';
import { compileLegalTexts, readLegalTexts } from '../../src/legal/library/legal-folder.ts';
import { parseSiteSettings } from '../../src/config/settings.ts';
import { LegalCommandError, openDocument, writeText, type LegalFolder } from './legal-folder.ts';

interface HeadingRenumbered {
  line: number;
  /** `undefined` for a section that had no number. */
  from: string | undefined;
  to: string;
  /** The heading's words after its number: `Accounts and eligibility`. */
  title: string;
}

/** A heading's marks and the number after them, as written on its line. */
const WRITTEN_NUMBER = /^( {0,3}#{2,3}[ \t]+)(\d+(?:\.\d+)*)?/;

/** `source` with its headings numbered by their place, and what changed. */
async function renumberSource(
  folder: LegalFolder,
  file: string,
): Promise<{ text: string; changes: HeadingRenumbered[] }> {
  // The headings as the build reads them, each at its line.
  const root = pathToFileURL(`${folder.root}/`);
  const text = (await readLegalTexts(root, folder.legalDir)).find(
    ({ data }) => data.file === file,
  )!;
  const [compiled] = await compileLegalTexts(
    [text],
    root,
    folder.legalDir,
    parseSiteSettings(process.env),
  );
  const { meta } = compiled!;
  if (meta.unreadable) throw new LegalCommandError(formatProblem({ file, ...meta.problems[0]! }));
  const { source } = text;
  const { outline } = meta;
  const lines = source.split('\n');
  const changes: HeadingRenumbered[] = [];
  for (const { heading, expected } of headingNumbers(outline.headings)) {
    const { number } = heading;
    if (heading.annex || number === expected) continue;
    const written = WRITTEN_NUMBER.exec(lines[heading.line - 1] ?? '');
    if (!written || written[2] !== number)
      throw new LegalCommandError(
        formatProblem({
          file,
          line: heading.line,
          problem: 'this heading is not written on one line starting with its number',
          fix: `write the heading on one line with its number first, like "${heading.depth === 2 ? '## 3.' : '### 3.1'} Title {#its-id}", then run this command again`,
        }),
      );
    const [whole, marks] = written;
    const next = number === undefined ? `${expected}. ` : expected;
    lines[heading.line - 1] = `${marks}${next}${lines[heading.line - 1]!.slice(whole.length)}`;
    const title = splitHeadingNumber(heading.title).words;
    changes.push({ line: heading.line, from: number, to: expected, title });
  }
  return { text: lines.join('\n'), changes };
}

/** Renumbers a document's main file; the headings whose number changed (none when they were in order). */
export async function renumberLegalDocument(
  folder: LegalFolder,
  name: string | undefined,
): Promise<{ file: string; changes: HeadingRenumbered[] }> {
  const { document, main, register } = await openDocument(folder, name, legalCommands.renumber);
  const { text, changes } = await renumberSource(folder, main.file);
  if (!changes.length) return { file: main.file, changes };
  if (registerEntry(register, document, main.day))
    throw new LegalCommandError(
      `${main.file} holds the version of ${main.day}, registered as published: its text changes only through a recorded correction, so its headings were left as they are. To renumber them in a new version, keep this one with ${legalCommands.archive(document)} (if you have not yet), set "date" to the day the new version takes effect, then run ${legalCommands.renumber(document)} again.`,
    );
  await writeText(folder, main.file, text);
  return { file: main.file, changes };
}
