import type { AstroIntegration } from 'astro';
import type { BuildMode } from '../config/build-mode';
import { productionReport, type ProductionFinding } from '../config/production-findings';
import { settingVariables, type SiteSettings } from '../config/settings';
import { stopBuild } from './stop-build';

/**
 * Lists, on every build, what a production build refuses (`findings`, from `productionFindings`:
 * the example company details and the other production gates), in one block; stops a production
 * build on them. Also warns about settings a real deployment should set, naming the variable.
 */
export function settingsWarnings(
  site: SiteSettings,
  mode: BuildMode,
  /** Read when the build starts, once the `legal()` integration has opened what they are about. */
  findings: () => readonly ProductionFinding[],
): AstroIntegration {
  return {
    name: 'site-settings',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const report = productionReport(findings(), mode);
        if (report?.refused) stopBuild(logger, report.summary, report.lines);
        if (report) logger.warn([report.summary, ...report.lines].join('\n'));
        if (!site.signupUrl) {
          logger.warn(
            `No sign-up URL configured: "Get Started" and "Start Earning Now" lead to the feature section. Set ${settingVariables.signupUrl} to your sign-up page.`,
          );
        }
      },
    },
  };
}
