/**
 * Building `/legal/consent.json` from the wording and the versions file of the same build: the
 * links filled in with the versions in force, the hash of each wording, every text referred to as
 * versions.json lists it (the Spanish item: the translation and the controlling English text), and
 * the file valid against the JSON Schema generated from its zod schema. Also the production
 * finding for a link to a section the version in force does not have.
 */
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/sha256';
import { fixtureVersionsFile } from '../versions-file.fixture';
import { generatedSources } from '../library/generated-sources.fixture';
import { consentFixture, librarySources } from '../library/legal-sources.fixture';
import { versionsFileErrors } from '../../../e2e/support/versions-validator';
import { consentFile } from './consent-file';
import { consentJsonSchema } from './consent-file';
import { consentSectionFindings, readConsentSource } from './consent-source';

const shipped = readConsentSource('consent.yaml', consentFixture).source!;
const settings = {
  brandName: 'Pollfly',
  legalEntity: 'Pollfly, Inc.',
  supportEmail: 'help@example.com',
  postalAddress: '1 Main St',
};

async function built() {
  const versions = await fixtureVersionsFile({ versions: 2, corrections: 0, translated: true });
  return { versions, file: consentFile({ source: shipped, versions, settings }) };
}

describe('the consent file', () => {
  it('validates against the JSON Schema generated from its zod schema', async () => {
    const { file } = await built();
    const schema = consentJsonSchema('https://www.example.com/');
    expect(versionsFileErrors(schema, file)).toEqual([]);
    expect(file.$schema).toBe(schema.$id);
    expect(versionsFileErrors(schema, { ...file, format: 2 })).toEqual([
      '/format must be equal to constant',
    ]);
  });

  it('fills in the versions in force, hashes the wording, and lists each text as versions.json does', async () => {
    const { versions, file } = await built();
    expect(file).toMatchObject({
      format: 1,
      site: 'https://www.example.com/',
      statusOn: versions.statusOn,
      validUntil: null,
      versions: 'https://www.example.com/legal/versions.json',
    });
    const [english, spanish] = file.languages;
    expect([
      english!.language,
      english!.controlling,
      spanish!.language,
      spanish!.controlling,
    ]).toEqual(['en', true, 'es', false]);
    const esign = spanish!.items.find((item) => item.id === 'esign')!;
    const terms = versions.documents.find((document) => document.document === 'terms')!
      .versions[0]!;
    const [termsEn, termsEs] = terms.texts;
    expect(esign.control).toEqual({ type: 'checkbox', required: true, initiallyChecked: false });
    expect(esign.parts.filter((part) => part.address)).toEqual([
      {
        text: 'Anexo A',
        address: `${termsEs!.permanentAddress}#annex-a`,
      },
      { text: 'el PDF', address: termsEs!.pdf.address },
    ]);
    expect(esign.text).toContain(
      'Acepto los registros electrónicos de Pollfly, como dice el Anexo A; puedo abrir el PDF; puedo retirarlo escribiendo a help@example.com o a 1 Main St.',
    );
    expect(esign.markdown).toContain(`[el PDF](${termsEs!.pdf.address})`);
    expect(esign.sha256).toBe(sha256Hex(esign.markdown));
    expect(esign.refersTo).toEqual(
      [termsEs!, termsEn!].map((text) => ({
        document: 'terms',
        title: text.title,
        version: terms.date,
        language: text.language,
        controlling: text.controlling,
        address: text.permanentAddress,
        sha256: text.sha256,
        sha256Address: text.sha256Address,
        pdf: text.pdf,
        applies: terms.applies,
        sections: ['annex-a'],
      })),
    );
    expect(esign.translates).toEqual({
      language: 'en',
      sha256: english!.items.find((item) => item.id === 'esign')!.sha256,
    });
    const agreement = english!.items[0]!;
    expect(agreement.control).toEqual({ type: 'button', label: 'Agree' });
    expect(
      agreement.refersTo.map(
        (text) => `${text.document} ${text.language} ${text.sections.join(',')}`,
      ),
    ).toEqual(['terms en ', 'official-rules en ', 'privacy en ']);
    const incentive = english!.items[2]!;
    expect(incentive.control).toEqual({
      type: 'checkbox',
      required: false,
      initiallyChecked: false,
    });
    expect(incentive.translates).toBeUndefined();
  });

  it('links the English text where a version has no translation, and is valid until the next version takes effect', async () => {
    const versions = await fixtureVersionsFile({ versions: 2, corrections: 0, translated: false });
    const privacy = versions.documents.find((document) => document.document === 'privacy')!
      .versions[0]!;
    privacy.applies!.until = '2030-01-01';
    const file = consentFile({ source: shipped, versions, settings });
    const incentive = file.languages[1]!.items.find((item) => item.id === 'financial-incentive')!;
    expect(incentive.refersTo.map((text) => text.language)).toEqual(['en']);
    expect(incentive.parts[1]!.address).toBe(
      `${privacy.texts[0]!.permanentAddress}#financial-incentive`,
    );
    expect(file.validUntil).toBe('2030-01-01');
  });

  it('is the same file for the same wording and versions, and another hash when a link changes', async () => {
    const first = await built();
    const again = consentFile({ source: shipped, versions: first.versions, settings });
    expect(again).toEqual(first.file);
    first.versions.documents[1]!.versions[0]!.texts[0]!.permanentAddress += '-x';
    const moved = consentFile({ source: shipped, versions: first.versions, settings });
    expect(moved.languages[0]!.items[0]!.sha256).not.toBe(
      first.file.languages[0]!.items[0]!.sha256,
    );
  });
});

describe('the consent links against the library', () => {
  it('finds, for a production build, each link to a section the version in force does not have, at its line', async () => {
    const { sources, buildDay } = generatedSources({ versions: 1, corrections: 0 });
    const findings = consentSectionFindings(
      'consent.yaml',
      shipped,
      await librarySources(sources, buildDay),
    );
    expect(
      findings.map((finding) => `${'line' in finding ? finding.line : ''}: ${finding.problem}`),
    ).toEqual([
      '10: the link {terms#annex-a} points at no section of content/legal/terms.mdx, the version in force on 2020-01-15',
      '15: the link {privacy#financial-incentive} points at no section of content/legal/privacy.mdx, the version in force on 2020-01-15',
      '12: the link {terms#annex-a} points at no section of content/legal/terms.mdx, the version in force on 2020-01-15',
      '17: the link {privacy#financial-incentive} points at no section of content/legal/privacy.mdx, the version in force on 2020-01-15',
    ]);
    expect(findings[0]!.fix).toBe(
      'link one of its sections (scope, contact), or add the section to that document',
    );
    expect(findings.every((finding) => !finding.example)).toBe(true);
  });
});
