// Whether the site at an address is built for today, in the legal time zone, with no change due.
import { SITE_STATUS_PATH, siteStatus } from '../../src/build/site-status.ts';
import { dayIn, formatLongDay, type Day } from '../../src/lib/dates.ts';

export type LiveCheck = { ok: boolean; line: string };

export async function liveCheck(site: string, now = new Date()): Promise<LiveCheck> {
  const address = new URL(SITE_STATUS_PATH, site).href;
  const failed = (line: string): LiveCheck => ({ ok: false, line });
  const response = await fetch(address, { headers: { 'cache-control': 'no-cache' } }).catch(
    (error: Error) => error,
  );
  if (response instanceof Error)
    return failed(
      `${address} did not answer (${(response.cause as Error | undefined)?.message ?? response.message}).`,
    );
  if (!response.ok)
    return failed(
      `${address} answered ${response.status}: the site there is not one this project built, or not yet with this check.`,
    );
  const read = siteStatus.safeParse(await response.json().catch(() => undefined));
  if (!read.success) return failed(`${address} is not the site status this project publishes.`);
  const { builtFor, timeZone, nextChange } = read.data;
  const today: Day = dayIn(now, timeZone);
  const { origin } = new URL(site);
  if (nextChange && nextChange.day <= today)
    return failed(
      `The site at ${origin} was built for ${formatLongDay(builtFor)} and still shows it, but on ${formatLongDay(nextChange.day)} ${nextChange.what}: the daily build has not been deployed since.`,
    );
  if (builtFor !== today)
    return failed(
      `The site at ${origin} was built for ${formatLongDay(builtFor)}, but today is ${formatLongDay(today)} in ${timeZone}: the daily build has not been deployed since.`,
    );
  const next = nextChange
    ? `; its next change: ${formatLongDay(nextChange.day)}, when ${nextChange.what}`
    : '';
  return {
    ok: true,
    line: `The site at ${origin} is built for today, ${formatLongDay(today)} in ${timeZone}${next}.`,
  };
}
