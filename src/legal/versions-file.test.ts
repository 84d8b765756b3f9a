import { describe, expect, it } from 'vitest';
import { fixtureVersionsFile } from './versions-file.fixture';

// Vitest's asymmetric matchers, typed as the opaque expected values they are (Vitest declares them `any`).
const A_SHA256: unknown = expect.stringMatching(/^[0-9a-f]{64}$/);
const A_SHA256_ADDRESS: unknown = expect.stringMatching(
  /^https:\/\/www\.example\.com\/legal\/sha256\//,
);
describe('versionsFile', () => {
  it('lists each version newest first, with its status, dates, addresses and every hash of its text', async () => {
    const file = await fixtureVersionsFile({ documents: 1, versions: 2, corrections: 1 });
    const [latest, older] = file.documents[0]!.versions;
    expect(file).toMatchObject({
      $schema: 'https://www.example.com/legal/versions.schema.json',
      format: 1,
      site: 'https://www.example.com/',
      statusOn: '2020-02-15',
      documents: [
        {
          document: 'privacy',
          address: 'https://www.example.com/privacy',
          history: 'https://www.example.com/privacy/history',
        },
      ],
    });
    expect(latest).toMatchObject({
      date: '2020-02-01',
      status: 'current',
      applies: { from: '2020-02-01', until: null },
      texts: [
        {
          language: 'en',
          controlling: true,
          title: 'Generated privacy',
          address: 'https://www.example.com/privacy',
          permanentAddress: 'https://www.example.com/privacy/history/2020-02-01',
          changes: ['The version of 2020-02-01.'],
        },
      ],
    });
    const text = older!.texts[0]!;
    expect(older).toMatchObject({
      status: 'superseded',
      applies: { from: '2020-01-01', until: '2020-02-01' },
    });
    expect(text.address).toBe('https://www.example.com/privacy/history/2020-01-01');
    expect(text.sha256Address).toBe(`https://www.example.com/legal/sha256/${text.sha256}`);
    expect(text.earlierSha256).toEqual([
      {
        sha256: A_SHA256,
        replacedOn: '2020-01-08',
        note: 'Correction 1 of 2020-01-01.',
        sha256Address: A_SHA256_ADDRESS,
      },
    ]);
    expect(text.earlierSha256[0]!.sha256).not.toBe(text.sha256);
    expect(text.pdf).toEqual({
      address: 'https://www.example.com/legal/pdf/privacy-2020-01-01.pdf',
      sha256: A_SHA256,
    });
    expect(older!.date).toBe('2020-01-01');
  });

  it('lists each translation after the English text, with its Spanish addresses and the English hash it translates', async () => {
    const file = await fixtureVersionsFile({
      documents: 1,
      versions: 2,
      corrections: 0,
      translated: true,
    });
    const [latest, older] = file.documents[0]!.versions;
    const [english, spanish] = latest!.texts;
    expect(spanish).toEqual({
      language: 'es',
      controlling: false,
      title: 'privacy generado',
      address: 'https://www.example.com/es/privacy',
      permanentAddress: 'https://www.example.com/es/privacy/history/2020-02-01',
      sha256: A_SHA256,
      sha256Address: `https://www.example.com/legal/sha256/${spanish!.sha256}`,
      earlierSha256: [],
      pdf: {
        address: 'https://www.example.com/es/legal/pdf/privacy-2020-02-01.pdf',
        sha256: A_SHA256,
      },
      changes: ['La versión del 2020-02-01.'],
      translates: { language: 'en', sha256: english!.sha256 },
    });
    expect(spanish!.pdf.sha256).not.toBe(english!.pdf.sha256);
    expect(spanish!.sha256).not.toBe(english!.sha256);
    expect(older!.texts[1]!.address).toBe('https://www.example.com/es/privacy/history/2020-01-01');
  });

  it('lists a withdrawn version with its withdrawal, as one that never applied, and its texts and PDF as published', async () => {
    const withdrawal = { on: '2020-01-20', replacedBy: '2020-02-01' };
    const file = await fixtureVersionsFile({
      documents: 1,
      versions: 3,
      corrections: 0,
      withdrawn: { '2020-03-01': withdrawal },
    });
    const [withdrawn, current, older] = file.documents[0]!.versions;
    expect(withdrawn).toMatchObject({
      date: '2020-03-01',
      status: 'withdrawn',
      withdrawn: withdrawal,
      applies: null,
      texts: [
        {
          language: 'en',
          permanentAddress: 'https://www.example.com/privacy/history/2020-03-01',
          sha256: A_SHA256,
          pdf: { address: 'https://www.example.com/legal/pdf/privacy-2020-03-01.pdf' },
        },
      ],
    });
    // The version in force is the one that replaced it; nothing is said to follow it.
    expect(current).toMatchObject({
      date: '2020-02-01',
      status: 'current',
      applies: { from: '2020-02-01', until: null },
    });
    expect(current).not.toHaveProperty('withdrawn');
    expect(older).toMatchObject({ status: 'superseded', applies: { until: '2020-02-01' } });
  });
});
