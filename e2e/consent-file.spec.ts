/**
 * The sign-up consent wording as data, through Cloudflare's runtime, in every build:
 * `/legal/consent.json` validates against the schema served beside it (generated from its zod
 * schema), every address it names answers 200 (pages, sections' pages and PDFs, in each language),
 * every text it refers to has the hashes versions.json gives that version's text in that language,
 * and each wording's hash is the SHA-256 of its Markdown.
 */
import {
  LEGAL_CONSENT_PATH,
  LEGAL_CONSENT_SCHEMA_PATH,
  LEGAL_VERSIONS_PATH,
} from '../src/legal/paths';
import type { ConsentFile } from '../src/legal/consent/consent-file';
import type { VersionsFile } from '../src/legal/versions-schema';
import { sha256Hex } from '../src/lib/sha256';
import { expect, test } from './support/built-site';
import { versionsFileErrors } from './support/versions-validator';
import { fetchJson, type JsonSchemaId } from './support/fetch-json';

test('the consent file validates against the schema served beside it', async ({ request }) => {
  const schema = await fetchJson<JsonSchemaId>(request, LEGAL_CONSENT_SCHEMA_PATH);
  const file = await fetchJson<ConsentFile>(request, LEGAL_CONSENT_PATH);
  expect(versionsFileErrors(schema, file)).toEqual([]);
  expect(file.$schema).toBe(schema.$id);
  expect(
    file.languages.map(
      (language) => `${language.language} ${language.items.map((item) => item.id).join(' ')}`,
    ),
  ).toEqual([
    'en agreement esign financial-incentive existing-account-agreement',
    'es agreement esign financial-incentive existing-account-agreement',
  ]);
});

test('every address the consent file names answers 200, and every hash is the one versions.json gives', async ({
  request,
}) => {
  const file = await fetchJson<ConsentFile>(request, LEGAL_CONSENT_PATH);
  const versions = await fetchJson<VersionsFile>(request, LEGAL_VERSIONS_PATH);
  expect(file.statusOn).toBe(versions.statusOn);
  expect(new URL(file.versions).pathname).toBe(LEGAL_VERSIONS_PATH);
  const answers: string[] = [];
  const expected: string[] = [];
  const status = new Map<string, number>();
  const answer = async (address: string) => {
    const path = new URL(address).pathname;
    if (!status.has(path))
      status.set(path, (await request.get(path, { maxRedirects: 0 })).status());
    answers.push(`${path} ${status.get(path)}`);
    expected.push(`${path} 200`);
  };
  for (const { language, items } of file.languages) {
    for (const item of items) {
      answers.push(`${language} ${item.id} ${item.sha256}`);
      expected.push(`${language} ${item.id} ${sha256Hex(item.markdown)}`);
      for (const part of item.parts) if (part.address) await answer(part.address);
      for (const text of item.refersTo) {
        await answer(text.address);
        await answer(text.pdf.address);
        const listed = versions.documents
          .find((document) => document.document === text.document)
          ?.versions.find((version) => version.date === text.version);
        const same = listed?.texts.find((candidate) => candidate.language === text.language);
        answers.push(
          `${language} ${item.id} ${text.document} ${text.version} ${text.language} ${text.sha256} ${text.pdf.sha256} ${text.address} ${text.sha256Address}`,
        );
        expected.push(
          `${language} ${item.id} ${text.document} ${listed?.status === 'current' ? text.version : 'not in force'} ${text.language} ${same?.sha256} ${same?.pdf.sha256} ${same?.permanentAddress} ${same?.sha256Address}`,
        );
      }
      // The Spanish wording refers to the controlling English text of every document it links.
      if (language !== 'en')
        expect(
          item.refersTo.filter((text) => text.controlling).map((text) => text.document),
          `${language} ${item.id}`,
        ).toEqual([...new Set(item.refersTo.map((text) => text.document))]);
    }
  }
  expect(answers).toEqual(expected);
  expect(status.size).toBeGreaterThan(6);
});
