import { describe, expect, it } from 'vitest';
import { versionsJsonSchema } from '../../src/legal/versions-schema';
import { fixtureVersionsFile } from '../../src/legal/versions-file.fixture';
import { versionsFileErrors } from './versions-validator';

const schema = versionsJsonSchema('https://www.example.com');

describe('versionsFileErrors', () => {
  it('accepts a generated history of 30 versions of 3 documents, each corrected', async () => {
    expect(
      versionsFileErrors(schema, await fixtureVersionsFile({ versions: 30, corrections: 2 })),
    ).toEqual([]);
  });

  it('accepts a history whose every version is translated', async () => {
    expect(
      versionsFileErrors(
        schema,
        await fixtureVersionsFile({ versions: 3, corrections: 1, translated: true }),
      ),
    ).toEqual([]);
  });

  it('refuses a text without its PDF, in any language', async () => {
    const file = await fixtureVersionsFile({ documents: 1, versions: 1, corrections: 0 });
    // A file someone wrote by hand, which the type would not let the site write.
    Reflect.deleteProperty(file.documents[0]!.versions[0]!.texts[0]!, 'pdf');
    expect(versionsFileErrors(schema, file)).toEqual([
      "/documents/0/versions/0/texts/0 must have required property 'pdf'",
    ]);
  });

  it('accepts a translation that names the text it translates, and refuses one that does not', async () => {
    const file = await fixtureVersionsFile({ documents: 1, versions: 1, corrections: 0 });
    const english = file.documents[0]!.versions[0]!.texts[0]!;
    const spanish = { ...english, language: 'es' as const, controlling: false };
    file.documents[0]!.versions[0]!.texts.push(spanish);
    expect(versionsFileErrors(schema, file)).toEqual([
      "/documents/0/versions/0/texts/1 must have required property 'translates'",
      '/documents/0/versions/0/texts/1 must match "then" schema',
    ]);
    Object.assign(spanish, { translates: { language: 'en', sha256: english.sha256 } });
    expect(versionsFileErrors(schema, file)).toEqual([]);
  });

  it('refuses a file whose status, hash or address is malformed, naming each', async () => {
    const file = await fixtureVersionsFile({ documents: 1, versions: 1, corrections: 0 });
    const version = file.documents[0]!.versions[0]!;
    Object.assign(version, { status: 'archived' });
    Object.assign(version.texts[0]!, { sha256: 'ABC', address: '/privacy' });
    expect(versionsFileErrors(schema, file)).toEqual([
      '/documents/0/versions/0/status must be equal to one of the allowed values',
      '/documents/0/versions/0/texts/0/address must match pattern "^https?://"',
      '/documents/0/versions/0/texts/0/address must match format "uri"',
      '/documents/0/versions/0/texts/0/sha256 must match pattern "^[0-9a-f]{64}$"',
    ]);
  });
});
