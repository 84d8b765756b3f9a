/**
 * The legal versions as data, through Cloudflare's runtime, in every build: `/legal/versions.json`
 * validates against the schema served beside it, and every hash in it, current or earlier,
 * leads in one permanent redirect to the page of its version, which names that version and its
 * current hash in its version mark; each version's PDF is served with the SHA-256 the file lists.
 */
import { LEGAL_VERSIONS_PATH, LEGAL_VERSIONS_SCHEMA_PATH } from '../src/legal/paths';
import { readVersionMark } from '../src/legal/version-mark';
import { sha256Hex } from '../src/lib/sha256';
import type { VersionsFile } from '../src/legal/versions-schema';
import { expect, test } from './support/built-site';
import { versionsFileErrors } from './support/versions-validator';
import { fetchJson, type JsonSchemaId } from './support/fetch-json';

test('the versions file validates against the schema served beside it', async ({ request }) => {
  const schema = await fetchJson<JsonSchemaId>(request, LEGAL_VERSIONS_SCHEMA_PATH);
  const file = await fetchJson<VersionsFile>(request, LEGAL_VERSIONS_PATH);
  expect(versionsFileErrors(schema, file)).toEqual([]);
  expect(file.$schema).toBe(schema.$id);
});

test("every text's hash, current or earlier, redirects once to its version's permanent page, and its PDF has the hash listed", async ({
  request,
}) => {
  const file = await fetchJson<VersionsFile>(request, LEGAL_VERSIONS_PATH);
  const answers: string[] = [];
  const expected: string[] = [];
  for (const { document, versions } of file.documents) {
    for (const { date, texts } of versions) {
      for (const text of texts) {
        const page = new URL(text.address).pathname;
        const response = await request.get(page);
        const mark = readVersionMark(await response.text());
        answers.push(`${page} ${response.status()} ${mark?.document} ${mark?.day} ${mark?.sha256}`);
        expected.push(`${page} 200 ${document} ${date} ${text.sha256}`);
        // Every text has its PDF, in its language, and the PDF is the one the file names.
        const pdf = await request.get(new URL(text.pdf.address).pathname, { maxRedirects: 0 });
        answers.push(`${text.pdf.address} ${pdf.status()} ${sha256Hex(await pdf.body())}`);
        expected.push(`${text.pdf.address} 200 ${text.pdf.sha256}`);
        for (const hashAddress of [
          text.sha256Address,
          ...text.earlierSha256.map((earlier) => earlier.sha256Address),
        ]) {
          const from = new URL(hashAddress).pathname;
          const redirect = await request.get(from, { maxRedirects: 0 });
          answers.push(`${from} ${redirect.status()} ${redirect.headers()['location']}`);
          expected.push(`${from} 308 ${new URL(text.permanentAddress).pathname}`);
        }
      }
    }
  }
  expect(answers).toEqual(expected);
  expect(answers.length).toBeGreaterThan(file.documents.length * 2);
});
