/**
 * The site's settings for this build: defaults from `src/config/settings.ts`, overridden by
 * `PUBLIC_*` environment variables. Read at build time only; nothing here reaches the browser
 * unless a page renders it.
 */
import { parseSiteSettings } from './settings';

export const site = parseSiteSettings(process.env);
