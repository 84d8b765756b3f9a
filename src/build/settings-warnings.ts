import type { AstroIntegration } from 'astro';
import { settingVariables, type SiteSettings } from '../config/settings';

/**
 * Warns, on every build, about a setting a real deployment should set, naming the variable. What a
 * production build refuses is judged with the legal library (`legal/site-library.ts`).
 */
export function settingsWarnings(site: SiteSettings): AstroIntegration {
  return {
    name: 'site-settings',
    hooks: {
      'astro:build:start': ({ logger }) => {
        if (!site.signupUrl)
          logger.warn(
            `No sign-up URL configured: "Get Started" and "Start Earning Now" lead to the feature section. Set ${settingVariables.signupUrl} to your sign-up page.`,
          );
      },
    },
  };
}
