import type { AstroIntegration } from 'astro';
import { settingVariables, type SiteSettings } from '../lib/settings';

/** Warns at build time about settings a real deployment should set, naming the variable. */
export function settingsWarnings(site: SiteSettings): AstroIntegration {
  return {
    name: 'site-settings-warnings',
    hooks: {
      'astro:build:start': ({ logger }) => {
        if (!site.signupUrl) {
          logger.warn(
            `No sign-up URL configured: "Get Started" and "Start Earning Now" lead to the feature section. Set ${settingVariables.signupUrl} to your sign-up page.`,
          );
        }
      },
    },
  };
}
