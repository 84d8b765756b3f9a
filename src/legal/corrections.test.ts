import { describe, expect, it } from 'vitest';
import { recordedCorrections } from './corrections';
import type { Register } from './register-file';

const sha = (digit: string) => digit.repeat(64);
const register: Register = {
  terms: [
    {
      date: '2025-03-12',
      sha256: sha('c'),
      corrections: [
        {
          on: '2025-04-01',
          note: 'A typo fixed.',
          notes: { es: 'Se corrige una errata.' },
          previousSha256: sha('a'),
        },
        { on: '2025-05-01', note: 'A link repaired.', previousSha256: sha('b') },
      ],
      translations: {
        es: {
          sha256: sha('e'),
          corrections: [
            { on: '2025-04-15', note: 'Se corrige un acento.', previousSha256: sha('f') },
          ],
        },
      },
    },
    { date: '2026-12-23', sha256: sha('d') },
  ],
};

describe('recordedCorrections', () => {
  it('lists a version’s corrections oldest first, each with its own place in the history', () => {
    expect(recordedCorrections(register, 'terms', '2025-03-12')).toEqual([
      {
        on: '2025-04-01',
        note: 'A typo fixed.',
        noteLanguage: 'en',
        anchor: 'correction-2025-03-12-1',
        href: '/terms/history#correction-2025-03-12-1',
      },
      {
        on: '2025-05-01',
        note: 'A link repaired.',
        noteLanguage: 'en',
        anchor: 'correction-2025-03-12-2',
        href: '/terms/history#correction-2025-03-12-2',
      },
    ]);
  });

  it('says each in the page’s language where it has a note in it, with the translation’s own, in date order', () => {
    expect(
      recordedCorrections(register, 'terms', '2025-03-12', 'es').map(
        ({ on, note, noteLanguage, anchor }) => `${on} ${noteLanguage} ${anchor}: ${note}`,
      ),
    ).toEqual([
      '2025-04-01 es correction-2025-03-12-1: Se corrige una errata.',
      '2025-04-15 es correction-2025-03-12-es-1: Se corrige un acento.',
      '2025-05-01 en correction-2025-03-12-2: A link repaired.',
    ]);
  });

  it('has none for a version never corrected, never registered, or of another document', () => {
    expect(recordedCorrections(register, 'terms', '2026-12-23')).toEqual([]);
    expect(recordedCorrections(register, 'terms', '2027-01-04')).toEqual([]);
    expect(recordedCorrections(register, 'privacy', '2025-03-12')).toEqual([]);
  });
});
