/**
 * The build's warning about the sign-up URL, the one setting a deployment should set that no
 * production gate refuses: without it, the calls to action lead to the feature section. What a
 * production build refuses is reported with the legal library (`config/production-findings.test.ts`).
 */
import type { AstroIntegrationLogger } from 'astro';
import { expect, it } from 'vitest';
import { parseSiteSettings } from '../config/settings';
import { settingsWarnings } from './settings-warnings';

/** What the build start logs with `env`'s settings, one line each. */
function buildStartLog(env: Record<string, string>): string[] {
  const messages: string[] = [];
  const logger = {
    info: (message: string) => messages.push(`info: ${message}`),
    warn: (message: string) => messages.push(`warn: ${message}`),
    error: (message: string) => messages.push(`error: ${message}`),
  } as unknown as AstroIntegrationLogger;
  const hook = settingsWarnings(parseSiteSettings(env)).hooks['astro:build:start'] as (options: {
    logger: AstroIntegrationLogger;
  }) => void;
  hook({ logger });
  return messages;
}

it('warns without a sign-up URL, naming where the buttons lead and the variable to set', () => {
  expect(buildStartLog({})).toEqual([
    'warn: No sign-up URL configured: "Get Started" and "Start Earning Now" lead to the feature section. Set PUBLIC_SIGNUP_URL to your sign-up page.',
  ]);
});

it('warns, and does not stop, in a production build too', () => {
  expect(buildStartLog({ PRODUCTION_BUILD: '1' })).toHaveLength(1);
});

it('says nothing once the sign-up URL is set, whatever else is still an example', () => {
  expect(buildStartLog({ PUBLIC_SIGNUP_URL: 'https://app.acme.test/join' })).toEqual([]);
});
