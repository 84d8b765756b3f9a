/**
 * `npm run legal:verify` as a team checking a stored record runs it: `node tools/legal-verify.ts`
 * against a built folder holding a generated history (the privacy policy, two versions, each
 * corrected once, each translated into Spanish), with its version pages and the PDFs the build's
 * own renderer makes, listed in a versions file built as the endpoint builds it.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedSources } from '../../src/legal/library/generated-sources.fixture';
import { librarySources } from '../../src/legal/library/legal-sources.fixture';
import { textIn, type LegalLibrary, type LegalVersion } from '../../src/legal/library/library';
import { renderVersionPdf } from '../../src/legal/pdf/render-version-pdf';
import { formatVersionMark } from '../../src/legal/version-mark';
import { versionsFile } from '../../src/legal/versions-schema';
import type { VersionsFile } from '../../src/legal/versions-schema';
import type { Language } from '../../src/i18n/catalogue';
import { verifyCommand } from './verify';
import { sha256Hex } from '../../src/lib/sha256';

const project = new URL('../../', import.meta.url).pathname;
let library: LegalLibrary;
let site: string;
let file: VersionsFile;
/** Each hash in the file, by a name the expected messages use instead. */
let names: Map<string, string>;

const page = (mark: string, words: string) =>
  `<!doctype html><html lang="en"><head><meta name="legal-version" content="${mark}"></head><body><main><div data-document-text><h2>1. Scope</h2><p>${words}</p></div></main></body></html>`;

async function put(path: string, content: string | Uint8Array) {
  await mkdir(dirname(join(site, path)), { recursive: true });
  await writeFile(join(site, path), content);
  return join(site, path);
}

/** The privacy policy's versions, newest first. */
const versions = () => library.documents[0]!.timeline.versions;

/** The PDF of a version's text in `language`, as the build makes it; `changed` alters the version or text first. */
function pdfOf(
  version: LegalVersion,
  language: Language,
  changed: { day?: string; sha256?: string } = {},
) {
  const text = textIn(version, language)!;
  return renderVersionPdf(
    { ...version, ...(changed.day && { day: changed.day }) },
    { ...text, ...(changed.sha256 && { sha256: changed.sha256 }) },
    library.tree(text),
  );
}

/** The output with the folder and hashes named, and `exit 1: ` before it when the verdict fails. */
function named(output: string, failed: boolean): string {
  output = output.replaceAll(site, '<site>');
  for (const [hash, name] of names) output = output.replaceAll(hash, name);
  return failed ? `exit 1: ${output}` : output;
}

/** `legal:verify -- …args` on the built folder unless `--site` names another: what it prints. */
async function verify(...args: string[]): Promise<string> {
  const verdict = await verifyCommand([
    ...args,
    ...(args.includes('--site') ? [] : ['--site', site]),
  ]);
  return named(verdict.lines.map((line) => `${line}\n`).join(''), !verdict.ok);
}

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'legal-verify-'));
  const { sources, buildDay } = generatedSources({
    documents: 1,
    versions: 2,
    corrections: 1,
    translated: true,
  });
  library = await librarySources(sources, buildDay);
  // Each version's PDF in each language as the build makes it, listed with its hash as the endpoint lists it.
  const pdfs = new Map<string, Uint8Array>();
  for (const version of versions())
    for (const language of ['en', 'es'] as const) {
      const pdf = await pdfOf(version, language);
      pdfs.set(`${version.day} ${language}`, pdf);
      await put(`${language === 'es' ? 'es/' : ''}legal/pdf/privacy-${version.day}.pdf`, pdf);
    }
  file = await versionsFile({
    siteUrl: 'https://www.example.com',
    library,
    pdfSha256: (version, language) => sha256Hex(pdfs.get(`${version.day} ${language}`)!),
  });
  await put('legal/versions.json', JSON.stringify(file));
  const [latest, older] = file.documents[0]!.versions.map((version) => version.texts);
  names = new Map([
    [latest![0]!.sha256, '<latest>'],
    [latest![0]!.earlierSha256[0]!.sha256, '<latest before correction>'],
    [latest![1]!.sha256, '<latest es>'],
    [older![0]!.sha256, '<older>'],
    [older![0]!.earlierSha256[0]!.sha256, '<older before correction>'],
    [latest![0]!.pdf.sha256, '<latest PDF>'],
    [latest![1]!.pdf.sha256, '<latest es PDF>'],
    [older![0]!.pdf.sha256, '<older PDF>'],
  ]);
  for (const version of file.documents[0]!.versions) {
    const mark = formatVersionMark({
      document: 'privacy',
      day: version.date,
      sha256: version.texts[0]!.sha256,
    });
    await put(`privacy/history/${version.date}.html`, page(mark, `Wording of ${version.date}.`));
  }
}, 60_000);

afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

describe('legal:verify', () => {
  // The command as npm runs it: Node loads the TypeScript sources itself, which works only while
  // every file it reaches imports with a `.ts` extension; Vitest resolves imports without one.
  it('runs as a Node command, printing its verdict and exiting 1 when the record is none', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [join(project, 'tools/legal-verify.ts'), ...args], {
        cwd: site,
      }).catch((error: { stdout: string; stderr: string; code: number }) => error);
    const found = await run(file.documents[0]!.versions[0]!.texts[0]!.sha256, '--site', site);
    const none = await run('0'.repeat(64), '--site', site);
    const unknown = await run('--sight', site);
    expect(
      [found, none, unknown]
        .map((done) => named(`${done.stdout}${done.stderr}`, 'code' in done))
        .join(''),
    ).toMatchInlineSnapshot(`
      "sha256:<latest> is a text of Generated privacy (privacy), the version of February 1, 2020.
      Status on February 15, 2020, the day of this build: in force since February 1, 2020.
      Read it at https://www.example.com/privacy (permanently https://www.example.com/privacy/history/2020-02-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-02-01.pdf
      sha256:<latest> is the current hash of its text (en, the controlling text).
      exit 1: sha256:0000000000000000000000000000000000000000000000000000000000000000 matches no version of any legal document in this build: it is neither the current nor an earlier hash of a published text. Check that it was copied whole, and that this build is of the site the record came from.
      exit 1: Unknown option '--sight'. Run it as: npm run legal:verify -- <hash | saved page | saved PDF> [--site <folder>].
      "
    `);
  }, 30_000);

  it('names the version of a current hash, its status and addresses', async () => {
    expect(await verify(file.documents[0]!.versions[0]!.texts[0]!.sha256)).toMatchInlineSnapshot(`
      "sha256:<latest> is a text of Generated privacy (privacy), the version of February 1, 2020.
      Status on February 15, 2020, the day of this build: in force since February 1, 2020.
      Read it at https://www.example.com/privacy (permanently https://www.example.com/privacy/history/2020-02-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-02-01.pdf
      sha256:<latest> is the current hash of its text (en, the controlling text).
      "
    `);
  });

  it('names the version of an earlier hash, and the correction that replaced it', async () => {
    const earlier = file.documents[0]!.versions[1]!.texts[0]!.earlierSha256[0]!.sha256;
    expect(await verify(`sha256:${earlier.toUpperCase()}`)).toMatchInlineSnapshot(`
      "sha256:<older before correction> is a text of Generated privacy (privacy), the version of January 1, 2020.
      Status on February 15, 2020, the day of this build: archived: it applied from January 1, 2020 until February 1, 2020.
      Read it at https://www.example.com/privacy/history/2020-01-01 (permanently https://www.example.com/privacy/history/2020-01-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-01-01.pdf
      sha256:<older before correction> is an earlier hash of its text: a recorded correction replaced it on January 8, 2020 ("Correction 1 of 2020-01-01."). Its current hash is sha256:<older>.
      "
    `);
  });

  it('finds the version of a saved page and compares its document text with the build', async () => {
    const day = file.documents[0]!.versions[1]!.date;
    const mark = formatVersionMark({
      document: 'privacy',
      day,
      sha256: file.documents[0]!.versions[1]!.texts[0]!.sha256,
    });
    const saved = await put('saved/same.html', page(mark, `Wording of ${day}.`));
    expect(await verify(saved)).toMatchInlineSnapshot(`
      "<site>/saved/same.html is a saved page of Generated privacy (privacy), the version of January 1, 2020.
      Status on February 15, 2020, the day of this build: archived: it applied from January 1, 2020 until February 1, 2020.
      Read it at https://www.example.com/privacy/history/2020-01-01 (permanently https://www.example.com/privacy/history/2020-01-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-01-01.pdf
      sha256:<older> is the current hash of its text (en, the controlling text).
      Its document text matches this build's page of that version, word for word.
      "
    `);
    const edited = await put('saved/edited.html', page(mark, `Other wording of ${day}.`));
    expect(await verify(edited)).toMatchInlineSnapshot(`
      "exit 1: <site>/saved/edited.html is a saved page of Generated privacy (privacy), the version of January 1, 2020.
      Status on February 15, 2020, the day of this build: archived: it applied from January 1, 2020 until February 1, 2020.
      Read it at https://www.example.com/privacy/history/2020-01-01 (permanently https://www.example.com/privacy/history/2020-01-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-01-01.pdf
      sha256:<older> is the current hash of its text (en, the controlling text).
      Its document text differs from this build's page of that version (<site>/privacy/history/2020-01-01.html) from word 3: saved "1. Scope Other wording of 2020-01-01.", this build "1. Scope Wording of 2020-01-01.".
      "
    `);
  });

  it('says which version a saved page claims to be when this build never had its text', async () => {
    const mark = formatVersionMark({
      document: 'privacy',
      day: file.documents[0]!.versions[1]!.date,
      sha256: 'f'.repeat(64),
    });
    expect(await verify(await put('saved/foreign.html', page(mark, 'Anything.'))))
      .toMatchInlineSnapshot(`
      "exit 1: <site>/saved/foreign.html names privacy, the version of January 1, 2020, with text sha256:ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, which no version in this build has ever had.
      This build's version of that date has sha256:<older>: the page comes from another build (another site, or content that was never published here), or its mark was edited.
      "
    `);
  });

  it("recognises this build's PDF of a version by its bytes, made again", async () => {
    const pdf = await put('saved/older.pdf', await pdfOf(versions()[1]!, 'en'));
    expect(await verify(pdf)).toMatchInlineSnapshot(`
      "<site>/saved/older.pdf is this build's PDF of Generated privacy (privacy), the version of January 1, 2020, byte for byte (sha256:<older PDF>).
      Status on February 15, 2020, the day of this build: archived: it applied from January 1, 2020 until February 1, 2020.
      Read it at https://www.example.com/privacy/history/2020-01-01 (permanently https://www.example.com/privacy/history/2020-01-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-01-01.pdf
      sha256:<older> is the current hash of its text (en, the controlling text).
      "
    `);
  });

  it('reads the text hash printed on a PDF whose bytes are not this build’s, and shows where its words differ', async () => {
    // The version in force, its PDF altered to claim another date.
    const rendered = await pdfOf(versions()[0]!, 'en', { day: '2020-01-15' });
    names.set(sha256Hex(rendered), '<altered PDF>');
    expect(await verify(await put('saved/altered.pdf', rendered))).toMatchInlineSnapshot(`
      "exit 1: <site>/saved/altered.pdf names Generated privacy (privacy), the version of February 1, 2020, but its bytes differ from this build's PDF of that version (sha256:<altered PDF>, this build's sha256:<latest PDF>).
      Its words differ from this build's PDF of that version from word 5: saved "… privacy Version of January 15, 2020: it applies from that day until …", this build "… privacy Version of February 1, 2020: it applies from that day until …". A version's PDF says the same words in every build of its text, so the file was changed after it was made, or made by a build with other site settings (the address it prints).
      Status on February 15, 2020, the day of this build: in force since February 1, 2020.
      Read it at https://www.example.com/privacy (permanently https://www.example.com/privacy/history/2020-02-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-02-01.pdf
      sha256:<latest> is the current hash of its text (en, the controlling text).
      "
    `);
  });

  it('reads the hash a Spanish PDF prints in Spanish, and names the translation it shows', async () => {
    // The Spanish PDF of the version in force, altered to claim another date: its bytes are not this build's.
    const rendered = await pdfOf(versions()[0]!, 'es', { day: '2020-01-15' });
    names.set(sha256Hex(rendered), '<altered es PDF>');
    expect(await verify(await put('saved/alterado.pdf', rendered))).toMatchInlineSnapshot(`
      "exit 1: <site>/saved/alterado.pdf names privacy generado (privacy), the version of February 1, 2020, but its bytes differ from this build's PDF of that version (sha256:<altered es PDF>, this build's sha256:<latest es PDF>).
      Its words differ from this build's PDF of that version from word 5: saved "… generado Versión del 15 de enero de 2020: rige desde ese día …", this build "… generado Versión del 1 de febrero de 2020: rige desde ese día …". A version's PDF says the same words in every build of its text, so the file was changed after it was made, or made by a build with other site settings (the address it prints).
      Status on February 15, 2020, the day of this build: in force since February 1, 2020.
      Read it at https://www.example.com/es/privacy (permanently https://www.example.com/es/privacy/history/2020-02-01); its PDF: https://www.example.com/es/legal/pdf/privacy-2020-02-01.pdf
      sha256:<latest es> is the current hash of its text (es).
      "
    `);
  });

  it('names the version of a PDF made before a recorded correction, without calling the correction a change to the file', async () => {
    // The version in force as it was printed before its correction, with the hash it had then.
    const before = file.documents[0]!.versions[0]!.texts[0]!.earlierSha256[0]!.sha256;
    const rendered = await pdfOf(versions()[0]!, 'en', { sha256: before });
    names.set(sha256Hex(rendered), '<PDF before correction>');
    expect(await verify(await put('saved/before-correction.pdf', rendered))).toMatchInlineSnapshot(`
      "exit 1: <site>/saved/before-correction.pdf names Generated privacy (privacy), the version of February 1, 2020, but its bytes differ from this build's PDF of that version (sha256:<PDF before correction>, this build's sha256:<latest PDF>).
      It was made before the correction of February 8, 2020, so it shows the text as it was then; the build keeps no PDF of that text to compare its words with.
      Status on February 15, 2020, the day of this build: in force since February 1, 2020.
      Read it at https://www.example.com/privacy (permanently https://www.example.com/privacy/history/2020-02-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-02-01.pdf
      sha256:<latest before correction> is an earlier hash of its text: a recorded correction replaced it on February 8, 2020 ("Correction 1 of 2020-02-01."). Its current hash is sha256:<latest>.
      "
    `);
  });

  it('refuses what is no record: not a hash, a random file, a path that does not exist, an unknown hash', async () => {
    const random = await put('saved/notes.txt', 'Accepted the terms on Tuesday.');
    expect(
      [
        await verify('abc123'),
        await verify(random),
        await verify(join(site, 'saved/missing.pdf')),
        await verify('0'.repeat(64)),
        await verify(await put('saved/other.html', '<html><body><p>A page.</p></body></html>')),
        await verify(),
      ].join(''),
    ).toMatchInlineSnapshot(`
      "exit 1: "abc123" is not a SHA-256: it has 6 hexadecimal digits, not 64. Give a text hash (64 hexadecimal digits), or the path of a saved page or PDF.
      exit 1: <site>/saved/notes.txt is neither a web page nor a PDF, so it cannot be a saved legal document. Give a text hash (64 hexadecimal digits), or the path of a saved page or PDF.
      exit 1: "<site>/saved/missing.pdf" is no file that exists. Give a text hash (64 hexadecimal digits), or the path of a saved page or PDF.
      exit 1: sha256:0000000000000000000000000000000000000000000000000000000000000000 matches no version of any legal document in this build: it is neither the current nor an earlier hash of a published text. Check that it was copied whole, and that this build is of the site the record came from.
      exit 1: <site>/saved/other.html is a web page without the legal-version mark that every legal version page of this site carries: it is not a saved page of one of its legal documents.
      exit 1: Nothing to check. Give a text hash (64 hexadecimal digits), or the path of a saved page or PDF.
      "
    `);
  });

  it('asks for a build when the folder has no versions file', async () => {
    expect(await verify('0'.repeat(64), '--site', join(site, 'nowhere'))).toMatchInlineSnapshot(`
      "exit 1: <site>/nowhere/legal/versions.json does not exist: build the site first (npm run build), or name the built folder with --site <folder>.
      "
    `);
  });
});
