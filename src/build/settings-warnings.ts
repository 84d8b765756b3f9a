import type { AstroIntegration } from 'astro';
import { settingVariables, type SiteSettings } from '../config/settings';

export const settingsWarnings = (site: SiteSettings): AstroIntegration => ({
  name: 'site-settings',
  hooks: {
    'astro:build:start': ({ logger }) => {
      if (!site.signupUrl)
        logger.warn(
          `No sign-up URL configured: "Get Started" and "Start Earning Now" lead to the feature section. Set ${settingVariables.signupUrl} to your sign-up page.`,
        );
    },
  },
});
