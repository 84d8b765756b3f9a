/** The production refusal of legal versions without a translation, refusing, passing and overridden. */
import { describe, expect, it } from 'vitest';
import { buildMode } from '../../config/build-mode';
import { productionReport } from '../../config/production-findings';
import { parseSiteSettings, SettingsError } from '../../config/settings';
import { parseDay } from '../../lib/dates';
import { archived, current, valid } from '../check/translation.fixture';
import { parseVersion, versionsInForce } from '../source/parsed-versions';
import { missingTranslationFindings } from './missing-translations';
import { parseTranslation, withTranslations } from './parsed-translations';

/** The fixture's Terms (2024-06-01 archived, 2025-03-12 latest), with the translations named, on `day`. */
function library(day: string, translated: string[]) {
  const versions = withTranslations(
    [
      { file: 'content/legal/terms.mdx', source: current, archivedAs: undefined },
      {
        file: 'content/legal/archive/terms/2024-06-01.mdx',
        source: archived,
        archivedAs: '2024-06-01',
      },
    ].map((version) => parseVersion({ ...version, document: 'terms' })),
    translated.map((date) =>
      parseTranslation({
        file: `content/legal/es/terms/${date}.mdx`,
        document: 'terms',
        language: 'es',
        day: date,
        source: valid,
      }),
    ),
  );
  const buildDay = parseDay(day);
  return { versions, buildDay, dir: 'content/legal', inForce: versionsInForce(versions, buildDay) };
}

describe('missingTranslationFindings', () => {
  it('refuses the version in force and each announced one without a translation, naming the file to create and the setting', () => {
    expect(missingTranslationFindings(library('2025-01-10', []), [])).toEqual([
      {
        where: 'content/legal/es/terms/2025-03-12.mdx',
        problem:
          'the Terms of Service version of March 12, 2025, announced to take effect on March 12, 2025, has no Spanish translation',
        fix: 'translate it into this file (content/legal/README.md, "Translations"), or set PUBLIC_LEGAL_UNTRANSLATED=es to publish the Spanish pages with the English text and a notice until it is',
        example: false,
      },
      expect.objectContaining({
        where: 'content/legal/es/terms/2024-06-01.mdx',
        problem:
          'the Terms of Service version of June 1, 2024, in force on January 10, 2025, has no Spanish translation',
      }),
    ]);
  });

  it('passes when every version in force or announced is translated; a superseded one needs none', () => {
    expect(missingTranslationFindings(library('2025-06-01', ['2025-03-12']), [])).toEqual([]);
  });

  it('passes a language the setting publishes untranslated', () => {
    expect(missingTranslationFindings(library('2025-06-01', []), ['es'])).toEqual([]);
  });

  it('stops a production build, one line per missing translation, and no override of example values keeps it', () => {
    const findings = missingTranslationFindings(library('2025-06-01', []), []);
    const report = productionReport(
      findings,
      buildMode({ PRODUCTION_BUILD: '1', ALLOW_EXAMPLE_SETTINGS: '1' }),
    );
    expect(report?.refused).toBe(true);
    expect(report?.lines).toEqual([
      '  content/legal/es/terms/2025-03-12.mdx: the Terms of Service version of March 12, 2025, in force on June 1, 2025, has no Spanish translation — translate it into this file (content/legal/README.md, "Translations"), or set PUBLIC_LEGAL_UNTRANSLATED=es to publish the Spanish pages with the English text and a notice until it is',
    ]);
  });
});

describe('PUBLIC_LEGAL_UNTRANSLATED', () => {
  it('reads a list of translated languages, and nothing by default', () => {
    expect(parseSiteSettings({}).legalUntranslated).toEqual([]);
    expect(parseSiteSettings({ PUBLIC_LEGAL_UNTRANSLATED: ' es, es ' }).legalUntranslated).toEqual([
      'es',
    ]);
  });

  it('refuses a language the legal texts are not translated into', () => {
    expect(() => parseSiteSettings({ PUBLIC_LEGAL_UNTRANSLATED: 'fr' })).toThrow(
      new SettingsError(
        'Invalid site setting PUBLIC_LEGAL_UNTRANSLATED="fr": expected a comma-separated list of languages the legal texts are translated into: es.',
      ),
    );
  });
});
