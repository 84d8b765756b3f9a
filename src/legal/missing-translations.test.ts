/** The production refusal of legal versions without a translation, refusing, passing and overridden. */
import { describe, expect, it } from 'vitest';
import { buildMode } from '../config/build-mode';
import { productionReport } from '../config/production-findings';
import { parseSiteSettings, SettingsError } from '../config/settings';
import { archived, current, register, spanish } from './check/translation.fixture';
import { librarySources } from './library/legal-sources.fixture';
import { serializeRegister, textHash } from './register-file';
import { missingTranslationFindings } from './production-checks';

/** The fixture's Terms (2024-06-01 archived, 2025-03-12 latest), with the translations named, on `day`. */
const library = (day: string, translated: string[]) =>
  librarySources(
    {
      'content/legal/terms.mdx': current,
      'content/legal/archive/terms/2024-06-01.mdx': archived,
      'content/legal/register.json': serializeRegister(register),
      ...Object.fromEntries(
        translated.map((date) => [
          `content/legal/es/terms/${date}.mdx`,
          spanish(textHash(date === '2024-06-01' ? archived : current)),
        ]),
      ),
    },
    day,
  );
const findings = async (day: string, translated: string[], untranslated: 'es'[] = []) =>
  missingTranslationFindings(await library(day, translated), 'content/legal', untranslated);

describe('missingTranslationFindings', () => {
  it('refuses, oldest first, the version in force and each announced one without a translation, naming the file to create and the setting', async () => {
    expect(await findings('2025-01-10', [])).toEqual([
      expect.objectContaining({
        file: 'content/legal/es/terms/2024-06-01.mdx',
        problem:
          'the Terms of Service version of June 1, 2024, in force on January 10, 2025, has no Spanish translation',
      }),
      {
        file: 'content/legal/es/terms/2025-03-12.mdx',
        line: 1,
        problem:
          'the Terms of Service version of March 12, 2025, announced to take effect on March 12, 2025, has no Spanish translation',
        fix: 'translate it into this file (content/legal/README.md, "Translations"), or set PUBLIC_LEGAL_UNTRANSLATED=es to publish the Spanish pages with the English text and a notice until it is',
        example: false,
      },
    ]);
  });

  it('passes when every version in force or announced is translated; a superseded one needs none', async () => {
    expect(await findings('2025-06-01', ['2025-03-12'])).toEqual([]);
  });

  it('passes a language the setting publishes untranslated', async () => {
    expect(await findings('2025-06-01', [], ['es'])).toEqual([]);
  });

  it('stops a production build, one line per missing translation, and no override of example values keeps it', async () => {
    const report = productionReport(
      await findings('2025-06-01', []),
      buildMode({ PRODUCTION_BUILD: '1', ALLOW_EXAMPLE_SETTINGS: '1' }),
    );
    expect(report?.refused).toBe(true);
    expect(report?.lines).toEqual([
      '  content/legal/es/terms/2025-03-12.mdx:1: the Terms of Service version of March 12, 2025, in force on June 1, 2025, has no Spanish translation — translate it into this file (content/legal/README.md, "Translations"), or set PUBLIC_LEGAL_UNTRANSLATED=es to publish the Spanish pages with the English text and a notice until it is',
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
