/**
 * `virtual:legal/build`, what the `legal()` integration opened, for the pages, which cannot share
 * its variables: Astro evaluates the config and the pages as separate module graphs. The library,
 * the programmes' data, the consent wording and the library's problems are written into the module as one JavaScript
 * value (devalue's `uneval`: dates, maps, URLs and shared references come back as they were), so
 * each file is read and parsed once, by the integration, and the pages only evaluate the result. Starlight hands its configuration to its pages the same way.
 */
import { uneval } from 'devalue';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { LegalProblem } from './problems';
import type { LegalLibrary } from './source/library';
import type { PromotionsLibrary } from '../promotions/promotions-library';
import type { ProgrammeData } from '../promotions/parse-programme';
import type { ConsentSource } from './consent/consent-source';

export interface LegalBuild {
  library: LegalLibrary;
  programmes: readonly ProgrammeData[];
  /** The sign-up consent wording, checked (a mistake in it stops the build and the dev server). */
  consent: ConsentSource;
  /** The library's problems: a build has none (it stopped); the dev server's pages show the first. */
  problems: readonly LegalProblem[];
}

const id = 'virtual:legal/build';
const resolved = `\0${id}`;

/** What the module holds of the programmes: their data, without the functions that find a field's line. */
export const programmeData = (promotions: PromotionsLibrary): ProgrammeData[] =>
  promotions.programmes.map(({ lineOf: _lineOf, ...data }) => data);

/**
 * Makes the dev server's pages evaluate the module again: the module and every module that imports
 * it, up to the pages, so none keeps the earlier reading.
 */
export function invalidateLegalBuild(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(resolved);
    if (module) environment.moduleGraph.invalidateModule(module, undefined, Date.now(), true);
    if (!isRunnableDevEnvironment(environment)) continue;
    const evaluated = environment.runner.evaluatedModules;
    const seen = new Set<string>();
    const invalidate = (moduleId: string) => {
      const node = evaluated.getModuleById(moduleId);
      if (!node || seen.has(moduleId)) return;
      seen.add(moduleId);
      evaluated.invalidateModule(node);
      for (const importer of node.importers) invalidate(importer);
    };
    invalidate(resolved);
  }
}

/** `build` may wait: in the dev server, for a saved file to be read again (dev-reread.ts). */
export function legalBuildModule(build: () => Promise<LegalBuild>): Plugin {
  return {
    name: 'legal-build-module',
    resolveId: { filter: { id: /^virtual:legal\/build$/ }, handler: () => resolved },
    load: {
      filter: { id: /^\0virtual:legal\/build$/ },
      handler: async () => `export default ${uneval(await build())};`,
    },
  };
}
