/**
 * Times in a named time zone, as promotion terms state them: "January 4, 2027, 12:00:00 a.m.
 * Eastern Time (ET)". An entry period is written as wall-clock time where the promotion runs;
 * the instant it stands for depends on the zone's offset that day (standard or daylight time).
 */

/** The zone's offset from UTC, in minutes, at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** Whether `timeZone` is an IANA zone name this runtime knows, such as `America/New_York`. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The instant of the wall-clock time `local` (`2027-01-04T00:00:00`) in `timeZone`. */
export function zonedInstant(local: string, timeZone: string): Date {
  const asUtc = new Date(`${local}Z`);
  // Twice: the offset one guess away can differ across a daylight-saving change.
  const first = new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60_000);
  return new Date(asUtc.getTime() - offsetMinutes(first, timeZone) * 60_000);
}

/** `2027-01-04T00:00:00-05:00`: the wall-clock time with its offset, for `<time datetime>`. */
export function zonedDatetime(local: string, timeZone: string): string {
  const offset = offsetMinutes(zonedInstant(local, timeZone), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** "Eastern Time (ET)": the zone's generic name, the same in standard and daylight time. */
function zoneName(timeZone: string, at: Date, locale = 'en-US'): string {
  const part = (style: 'longGeneric' | 'shortGeneric') =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((each) => each.type === 'timeZoneName')!.value;
  const long = part('longGeneric');
  const short = part('shortGeneric');
  return long === short ? long : `${long} (${short})`;
}

/**
 * "January 4, 2027, 12:00:00 a.m. Eastern Time (ET)"; in `es-US`, "4 de enero de 2027,
 * 12:00:00 a.m. hora oriental (ET)".
 */
export function formatZonedTime(local: string, timeZone: string, locale = 'en-US'): string {
  const instant = zonedInstant(local, timeZone);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(instant);
  const day = format({ dateStyle: 'long' });
  const time = format({ hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true })
    .replace(/\s*AM$/, ' a.m.')
    .replace(/\s*PM$/, ' p.m.');
  return `${day}, ${time} ${zoneName(timeZone, instant, locale)}`;
}
