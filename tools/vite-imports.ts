/**
 * Lets a Node tool load `src/` modules written for Vite, which import each other without the
 * `.ts` extension Node requires: a relative import Node cannot find is tried again with `.ts`.
 * `legal:check` needs it to run the build's own checks (and the production gates, which reach
 * the site settings) without a bundler, in about a second.
 */
import { registerHooks } from 'node:module';

const relative = /^\.\.?\//;
const hasExtension = /\.[a-z]+$/i;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!relative.test(specifier) || hasExtension.test(specifier))
      return nextResolve(specifier, context);
    try {
      return nextResolve(specifier, context);
    } catch {
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
