import type { AstroIntegrationLogger } from 'astro';

/**
 * Ends the build after a mistake in content or settings, printing only what the editor must fix.
 * Throwing from a hook would add Astro's "unhandled error" banner and a stack trace, which read
 * like a crash in the site's code rather than a list of things to correct.
 */
export function stopBuild(
  logger: AstroIntegrationLogger,
  summary: string,
  lines: readonly string[],
): never {
  logger.error(`${summary}\n${lines.join('\n')}`);
  process.exit(1);
}
