/**
 * `/legal/status.json`: the day this build is for, in the legal time zone, and the next day its
 * content changes. `npm run live:check` reads it to tell a site the daily build no longer reaches.
 */
import { z } from 'astro/zod';
import { day } from '../legal/fields.ts';

export const SITE_STATUS_PATH = '/legal/status.json';

export const siteStatus = z.strictObject({
  format: z.literal(1),
  builtFor: day,
  timeZone: z.string(),
  /** The first day after `builtFor` on which a page says something else, and why; `null` if none is scheduled. */
  nextChange: z.strictObject({ day, what: z.string() }).nullable(),
});

export type SiteStatus = z.infer<typeof siteStatus>;
