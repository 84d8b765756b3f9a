import type { AstroIntegration } from 'astro';
import type { BuildMode } from '../config/build-mode';
import { exampleSettings, exampleSettingsReport } from '../config/example-settings';
import { settingVariables, type SiteSettings } from '../config/settings';
import { stopBuild } from './stop-build';

/**
 * Warns at build time about settings a real deployment should set, naming the variable, and
 * stops a production build that would publish the example company details.
 */
export function settingsWarnings(site: SiteSettings, mode: BuildMode): AstroIntegration {
  return {
    name: 'site-settings',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const examples = exampleSettings(site);
        if (examples.length) {
          const refused = mode.production && !mode.allowExampleSettings;
          const { summary, lines } = exampleSettingsReport(examples, refused);
          if (refused) stopBuild(logger, summary, lines);
          logger.warn([summary, ...lines].join('\n'));
        }
        if (!site.signupUrl) {
          logger.warn(
            `No sign-up URL configured: "Get Started" and "Start Earning Now" lead to the feature section. Set ${settingVariables.signupUrl} to your sign-up page.`,
          );
        }
      },
    },
  };
}
