/** The next day the site changes: a version taking effect, or a promotion opening or ending, whichever is first. */
import { describe, expect, it } from 'vitest';
import { nextChange } from './next-change';
import { librarySources, registerOf, versionSource } from '../legal/library/legal-sources.fixture';
import { parseProgramme } from '../promotions/parse-programme';
import { exampleProgramme, PROGRAMME_FILE } from '../promotions/programme.fixture';

const body = '## 1. Accounts {#accounts}\n\n<InShort>Who may join.</InShort>\n\nAnyone.\n';
const sources = {
  'content/legal/archive/terms/2026-01-01.mdx': versionSource({ date: '2026-01-01', body }),
  'content/legal/terms.mdx': versionSource({ date: '2027-02-01', body }),
};
const library = (day: string) =>
  librarySources({ ...sources, 'content/legal/register.json': registerOf(sources) }, day);
// Its entry period runs from 2027-01-04T00:00:00 to 2027-12-31T23:59:59.
const programme = parseProgramme(PROGRAMME_FILE, exampleProgramme).parsed!.programme;

describe('nextChange', () => {
  it('is the promotion opening on its first day, before a version takes effect', async () => {
    expect(nextChange(await library('2026-11-28'), [programme], '2026-11-28')).toEqual({
      day: '2027-01-04',
      what: `the promotion ${programme.name} opens`,
    });
  });

  it('is the announced version taking effect, then the promotion ending the day after its last', async () => {
    expect(nextChange(await library('2027-01-10'), [programme], '2027-01-10')).toEqual({
      day: '2027-02-01',
      what: 'the Terms of Service version of February 1, 2027 takes effect',
    });
    expect(nextChange(await library('2027-06-01'), [programme], '2027-06-01')).toEqual({
      day: '2028-01-01',
      what: `the promotion ${programme.name} ends`,
    });
  });

  it('is none once nothing is scheduled', async () => {
    expect(nextChange(await library('2028-03-01'), [programme], '2028-03-01')).toBeNull();
  });
});
