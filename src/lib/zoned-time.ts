// Promotion times are wall-clock times; the instant depends on that day's offset (daylight time).
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function zonedInstant(local: string, timeZone: string): Date {
  const asUtc = new Date(`${local}Z`);
  // Twice: the offset one guess away can differ across a daylight-saving change.
  const first = new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60_000);
  return new Date(asUtc.getTime() - offsetMinutes(first, timeZone) * 60_000);
}

export function zonedDatetime(local: string, timeZone: string): string {
  const offset = offsetMinutes(zonedInstant(local, timeZone), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

function zoneName(timeZone: string, at: Date, locale = 'en-US'): string {
  const part = (style: 'longGeneric' | 'shortGeneric') =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((each) => each.type === 'timeZoneName')!.value;
  const long = part('longGeneric');
  const short = part('shortGeneric');
  return long === short ? long : `${long} (${short})`;
}

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
