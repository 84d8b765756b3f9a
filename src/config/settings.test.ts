import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSiteSettings, SettingsError } from './settings';

describe('parseSiteSettings', () => {
  it('uses the example brand when nothing is set', () => {
    expect(parseSiteSettings({})).toEqual(defaultSettings);
  });

  it('treats blank variables as unset', () => {
    expect(parseSiteSettings({ PUBLIC_SITE_URL: '  ', PUBLIC_SIGNUP_URL: '' })).toEqual(
      defaultSettings,
    );
  });

  it('applies every override', () => {
    const settings = parseSiteSettings({
      PUBLIC_BRAND_NAME: 'Acme Rewards',
      PUBLIC_TAGLINE: 'Win daily.',
      PUBLIC_TAGLINE_ES: 'Gane cada día.',
      PUBLIC_SITE_URL: 'https://rewards.acme.test/',
      PUBLIC_SUPPORT_EMAIL: 'help@acme.test',
      PUBLIC_SIGNUP_URL: 'https://app.acme.test/join?ref=site',
      PUBLIC_LEGAL_ENTITY: 'Acme LLC',
      PUBLIC_POSTAL_ADDRESS: '1 Main St, Springfield',
      PUBLIC_COPYRIGHT_YEAR: '2026',
      PUBLIC_CSP_REPORT_URL: 'https://reports.acme.test/csp',
      PUBLIC_SURVEY_DATA_VALUE: '$0.40 per completed survey',
      PUBLIC_SURVEY_DATA_VALUE_ES: '$0.40 por encuesta completada',
      PUBLIC_PRIVACY_PHONE: '1-888-555-0199',
      PUBLIC_ARBITRATION_PROVIDER: 'JAMS',
      PUBLIC_ARBITRATION_RULES: 'Streamlined Arbitration Rules and Procedures',
      PUBLIC_ARBITRATION_RULES_URL: 'https://www.jamsadr.com/rules-streamlined-arbitration',
      PUBLIC_LEGAL_UNTRANSLATED: 'es',
      PUBLIC_LEGAL_TIME_ZONE: 'America/Chicago',
    });
    expect(settings).toEqual({
      brandName: 'Acme Rewards',
      tagline: 'Win daily.',
      taglineEs: 'Gane cada día.',
      siteUrl: 'https://rewards.acme.test',
      supportEmail: 'help@acme.test',
      signupUrl: 'https://app.acme.test/join?ref=site',
      legalEntity: 'Acme LLC',
      postalAddress: '1 Main St, Springfield',
      copyrightYear: 2026,
      cspReportUrl: 'https://reports.acme.test/csp',
      surveyDataValue: '$0.40 per completed survey',
      surveyDataValueEs: '$0.40 por encuesta completada',
      privacyPhone: '1-888-555-0199',
      arbitrationProvider: 'JAMS',
      arbitrationRules: 'Streamlined Arbitration Rules and Procedures',
      arbitrationRulesUrl: 'https://www.jamsadr.com/rules-streamlined-arbitration',
      legalUntranslated: ['es'],
      legalTimeZone: 'America/Chicago',
    });
  });

  it('keeps the legal time zone in New York unless the operator sets another', () => {
    expect(parseSiteSettings({}).legalTimeZone).toBe('America/New_York');
    expect(parseSiteSettings({ PUBLIC_LEGAL_TIME_ZONE: ' UTC ' }).legalTimeZone).toBe('UTC');
  });

  it.each([
    [
      { PUBLIC_SURVEY_DATA_VALUE: 'a fair price' },
      'Invalid site setting PUBLIC_SURVEY_DATA_VALUE="a fair price": expected an amount with its unit, such as "$0.40 per completed survey".',
    ],
    [
      { PUBLIC_PRIVACY_PHONE: '415-555-0100' },
      'Invalid site setting PUBLIC_PRIVACY_PHONE="415-555-0100": expected a US toll-free number such as 1-800-555-0199.',
    ],
    [
      { PUBLIC_ARBITRATION_RULES_URL: 'adr.org/consumer' },
      'Invalid site setting PUBLIC_ARBITRATION_RULES_URL="adr.org/consumer": expected an absolute http(s) URL such as https://www.example.com.',
    ],
    [
      { PUBLIC_SITE_URL: 'www.acme.test' },
      'Invalid site setting PUBLIC_SITE_URL="www.acme.test": expected an absolute http(s) URL such as https://www.example.com.',
    ],
    [
      { PUBLIC_SITE_URL: 'ftp://acme.test' },
      'Invalid site setting PUBLIC_SITE_URL="ftp://acme.test": expected an http(s) URL, not ftp.',
    ],
    [
      { PUBLIC_SITE_URL: 'https://acme.test/site' },
      'Invalid site setting PUBLIC_SITE_URL="https://acme.test/site": expected the site origin only, without a path, query or fragment.',
    ],
    [
      { PUBLIC_SIGNUP_URL: '/signup' },
      'Invalid site setting PUBLIC_SIGNUP_URL="/signup": expected an absolute http(s) URL such as https://www.example.com.',
    ],
    [
      { PUBLIC_SIGNUP_URL: 'javascript:alert(1)' },
      'Invalid site setting PUBLIC_SIGNUP_URL="javascript:alert(1)": expected an http(s) URL, not javascript.',
    ],
    [
      { PUBLIC_SUPPORT_EMAIL: 'support.acme.test' },
      'Invalid site setting PUBLIC_SUPPORT_EMAIL="support.acme.test": expected an e-mail address such as help@example.com.',
    ],
    [
      { PUBLIC_SUPPORT_EMAIL: 'Support <help@acme.test>' },
      'Invalid site setting PUBLIC_SUPPORT_EMAIL="Support <help@acme.test>": expected an e-mail address such as help@example.com.',
    ],
    [
      { PUBLIC_COPYRIGHT_YEAR: '25' },
      'Invalid site setting PUBLIC_COPYRIGHT_YEAR="25": expected a four-digit year such as 2025.',
    ],
    [
      { PUBLIC_LEGAL_TIME_ZONE: 'Eastern' },
      'Invalid site setting PUBLIC_LEGAL_TIME_ZONE="Eastern": expected an IANA time zone name such as America/New_York.',
    ],
    [
      { PUBLIC_LEGAL_TIME_ZONE: 'EST-5' },
      'Invalid site setting PUBLIC_LEGAL_TIME_ZONE="EST-5": expected an IANA time zone name such as America/New_York.',
    ],
    [
      { PUBLIC_CSP_REPORT_URL: 'http://reports.acme.test/csp' },
      'Invalid site setting PUBLIC_CSP_REPORT_URL="http://reports.acme.test/csp": expected an https URL: browsers send reports to secure endpoints only.',
    ],
    [
      { PUBLIC_CSP_REPORT_URL: 'https://reports.acme.test/csp;script-src *' },
      'Invalid site setting PUBLIC_CSP_REPORT_URL="https://reports.acme.test/csp;script-src *": expected a URL without ";" or ",".',
    ],
  ])('rejects %o with an actionable message', (env, message) => {
    expect(() => parseSiteSettings(env)).toThrow(new SettingsError(message));
  });
});

describe('parseSiteSettings with several malformed overrides', () => {
  it('names every one, a line each, in the order of the settings', () => {
    const env = {
      PUBLIC_COPYRIGHT_YEAR: 'MMXXV',
      PUBLIC_SITE_URL: 'https://acme.test/site',
      PUBLIC_SUPPORT_EMAIL: 'help',
    };
    expect(() => parseSiteSettings(env)).toThrow(
      new SettingsError(
        [
          'Invalid site setting PUBLIC_SITE_URL="https://acme.test/site": expected the site origin only, without a path, query or fragment.',
          'Invalid site setting PUBLIC_SUPPORT_EMAIL="help": expected an e-mail address such as help@example.com.',
          'Invalid site setting PUBLIC_COPYRIGHT_YEAR="MMXXV": expected a four-digit year such as 2025.',
        ].join('\n'),
      ),
    );
  });

  it('reports the value as read, without the surrounding blanks', () => {
    expect(() => parseSiteSettings({ PUBLIC_SIGNUP_URL: '  ftp://acme.test ' })).toThrow(
      new SettingsError(
        'Invalid site setting PUBLIC_SIGNUP_URL="ftp://acme.test": expected an http(s) URL, not ftp.',
      ),
    );
  });
});
