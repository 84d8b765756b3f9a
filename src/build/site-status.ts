// `/legal/status.json`, which `npm run live:check` reads to tell a site the daily build missed.
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
