/**
 * `npm run legal:verify` as a team checking a stored record runs it: `node tools/legal-verify.ts`
 * against a built folder holding a generated history (the privacy policy, two versions, each
 * corrected once), with its version pages and a PDF made by the build's own renderer.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { isoDay } from '../../src/lib/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionText } from '../../src/legal/legal-text';
import { renderVersionPdf } from '../../src/legal/pdf/render-version-pdf';
import { legalLibraryFixture } from '../../src/legal/source/library.fixture';
import { parseVersion, type ParsedVersion } from '../../src/legal/source/parsed-versions';
import { buildTimeline } from '../../src/legal/timeline';
import { formatVersionMark } from '../../src/legal/version-mark';
import { fixtureVersionsFile } from '../../src/legal/versions-file.fixture';
import type { VersionsFile } from '../../src/legal/versions-schema';
import { sha256Hex } from '../../src/lib/sha256';

const project = new URL('../../', import.meta.url).pathname;
const history = { documents: 1, versions: 2, corrections: 1 };
const library = legalLibraryFixture(history);
const dated = (version: ParsedVersion) => ({ date: version.frontmatter.data!.date });
const timeline = buildTimeline(library.versions, dated, library.inForce.get('privacy'));
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

/** Runs `npm run legal:verify -- …args` as npm would; output and exit code, the folder and hashes named. */
async function verify(...args: string[]): Promise<string> {
  const done = await promisify(execFile)(
    process.execPath,
    [
      join(project, 'tools/legal-verify.ts'),
      ...args,
      ...(args.includes('--site') ? [] : ['--site', site]),
    ],
    { cwd: site },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);
  let output = `${done.stdout}${done.stderr}`.replaceAll(site, '<site>');
  for (const [hash, name] of names) output = output.replaceAll(hash, name);
  return 'code' in done ? `exit ${done.code}: ${output}` : output;
}

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'legal-verify-'));
  file = await fixtureVersionsFile(history);
  // Each version's PDF as the build makes it, listed with its hash as the endpoint lists it.
  for (const version of timeline.versions) {
    const day = isoDay(dated(version).date);
    const pdf = await renderVersionPdf(versionText(version), library);
    await put(`legal/pdf/privacy-${day}.pdf`, pdf);
    const entry = file.documents[0]!.versions.find((candidate) => candidate.date === day)!;
    entry.texts[0]!.pdf.sha256 = sha256Hex(pdf);
  }
  await put('legal/versions.json', JSON.stringify(file));
  const [latest, older] = file.documents[0]!.versions.map((version) => version.texts[0]!);
  names = new Map([
    [latest!.sha256, '<latest>'],
    [latest!.earlierSha256[0]!.sha256, '<latest before correction>'],
    [older!.sha256, '<older>'],
    [older!.earlierSha256[0]!.sha256, '<older before correction>'],
    [latest!.pdf.sha256, '<latest PDF>'],
    [older!.pdf.sha256, '<older PDF>'],
  ]);
  for (const version of file.documents[0]!.versions) {
    const mark = formatVersionMark({
      document: 'privacy',
      day: version.date,
      sha256: version.texts[0]!.sha256,
    });
    await put(`privacy/history/${version.date}.html`, page(mark, `Wording of ${version.date}.`));
  }
});

afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

// Each check starts a Node process that loads the TypeScript sources; on a busy machine that takes seconds.
describe('legal:verify', { timeout: 30_000 }, () => {
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
      sha256:<older before correction> is an earlier hash of its text: a recorded correction replaced it on February 1, 2020 ("Correction 1 of 2020-01-01."). Its current hash is sha256:<older>.
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
    const older = timeline.versions.find(
      (version) => timeline.places.get(version)!.status === 'superseded',
    )!;
    const pdf = await put('saved/older.pdf', await renderVersionPdf(versionText(older), library));
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
    const value = timeline.current;
    const date = new Date('2020-01-15T00:00:00Z');
    const altered: ParsedVersion = {
      ...value,
      frontmatter: { data: { ...value.frontmatter.data!, date }, problems: [] },
    };
    const rendered = await renderVersionPdf(versionText(altered), library);
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

  it('names the version of a PDF made before a recorded correction, without calling the correction a change to the file', async () => {
    // The version in force as it read before its correction: the fixture's first edit.
    const value = timeline.current;
    const before = parseVersion({ ...value, source: value.source.replace('edit 1.', 'edit 0.') });
    const rendered = await renderVersionPdf(versionText(before), library);
    names.set(sha256Hex(rendered), '<PDF before correction>');
    expect(await verify(await put('saved/before-correction.pdf', rendered))).toMatchInlineSnapshot(`
      "exit 1: <site>/saved/before-correction.pdf names Generated privacy (privacy), the version of February 1, 2020, but its bytes differ from this build's PDF of that version (sha256:<PDF before correction>, this build's sha256:<latest PDF>).
      It was made before the correction of March 1, 2020, so it shows the text as it was then; the build keeps no PDF of that text to compare its words with.
      Status on February 15, 2020, the day of this build: in force since February 1, 2020.
      Read it at https://www.example.com/privacy (permanently https://www.example.com/privacy/history/2020-02-01); its PDF: https://www.example.com/legal/pdf/privacy-2020-02-01.pdf
      sha256:<latest before correction> is an earlier hash of its text: a recorded correction replaced it on March 1, 2020 ("Correction 1 of 2020-02-01."). Its current hash is sha256:<latest>.
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
