// Lets Node load `src/` modules written for Vite, whose relative imports omit the `.ts` extension.
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
