/**
 * The legal subsystem as one Astro integration, as Starlight is one: `astro.config.mjs` registers
 * `legal()` and configures nothing else about the legal texts. Before anything is built, its setup
 * opens the legal library once for the build day, checks it, reads and checks the programmes and
 * the sign-up consent wording that refer to it, and hands what it read to the pages as
 * `virtual:legal/build` (build-module.ts). The config's other integrations (sitemap, redirects,
 * production gates) read what it opened, from their hooks on.
 * In the dev server, a saved legal file is read and checked again (dev-reread.ts).
 */
import type { AstroIntegration, HookParameters } from 'astro';
import { buildDayFrom } from '../config/build-day';
import type { BuildMode } from '../config/build-mode';
import { LEGAL_DIR } from '../config/legal-dir';
import { openPromotionsLibrary, type PromotionsLibrary } from '../promotions/promotions-library';
import { checkPromotionsFolder } from '../promotions/promotions-setup-check';
import { checkConsentWording } from './consent/consent-setup-check';
import { legalLastModified } from './sitemap-dates';
import { openLegalLibrary, type LegalLibrary } from './source/library';
import { checkLegalFolder, libraryCheck } from './check/library-check';
import { legalBuildModule, programmeData } from './build-module';
import { rereadOnSave } from './dev-reread';

interface LegalSite {
  library: LegalLibrary;
  /** The programmes, read after the legal library: their terms name the Official Rules that govern them. */
  promotions: PromotionsLibrary;
  /** The day each legal page last changed, by absolute URL: the sitemap's `lastmod`. */
  lastModified: ReadonlyMap<string, string>;
}

interface LegalIntegration extends AstroIntegration {
  /** What the setup opened; throws before the setup has run. */
  site(): LegalSite;
}

export function legal(options: { mode: BuildMode; siteUrl: string }): LegalIntegration {
  let opened: LegalSite | undefined;
  /** What the dev server needs to read the folder again: set up with the library. */
  let reread: ((server: HookParameters<'astro:server:setup'>) => void) | undefined;
  return {
    name: 'legal',
    site() {
      if (!opened) throw new Error('The legal() integration has not set up yet.');
      return opened;
    },
    hooks: {
      'astro:config:setup': async (setup) => {
        // Each check keeps its own label in the terminal, as when each was an integration of its own.
        const labelled = (label: string) => ({ ...setup, logger: setup.logger.fork(label) });
        // In the dev server, the folder read again after an editor saved a file in it.
        let library = await openLegalLibrary(
          setup.config.root,
          LEGAL_DIR,
          buildDayFrom(process.env['BUILD_DAY']),
        );
        const check = libraryCheck({ production: options.mode.production });
        checkLegalFolder(labelled('legal-content-check'), library, check);
        const promotions = await openPromotionsLibrary(library, options.mode.production);
        checkPromotionsFolder(labelled('promotions-check'), promotions);
        const consent = checkConsentWording(labelled('consent-check'), library, options.mode);
        let allRead = () => Promise.resolve();
        const build = async () => {
          await allRead();
          return {
            library,
            programmes: programmeData(promotions),
            consent,
            problems: check(library),
          };
        };
        setup.updateConfig({ vite: { plugins: [legalBuildModule(build)] } });
        reread = (server) => {
          allRead = rereadOnSave(server, library, async () => {
            library = await openLegalLibrary(library.root, library.dir, library.buildDay);
            return check(library);
          });
        };
        opened = { library, promotions, lastModified: legalLastModified(library, options.siteUrl) };
      },
      'astro:server:setup': (server) =>
        reread?.({ ...server, logger: server.logger.fork('legal-content-check') }),
    },
  };
}
