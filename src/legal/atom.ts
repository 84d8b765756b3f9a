/**
 * An Atom feed (RFC 4287) of legal document versions. Entry ids and dates come from the versions
 * themselves, never from the build, so rebuilding the site never makes old entries look new.
 */

export interface FeedEntry {
  /** A permanent URL for the version, also its id. */
  url: string;
  title: string;
  /** The day the version takes effect. */
  date: Date;
  summary: string[];
  /** The comparison with the version before, when there is one. */
  compareUrl: string | undefined;
}

export interface Feed {
  url: string;
  siteUrl: string;
  title: string;
  author: string;
  entries: FeedEntry[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

const stamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function entryXml(entry: FeedEntry): string {
  const items = entry.summary.map((change) => `<li>${escapeXml(change)}</li>`).join('');
  const compare = entry.compareUrl
    ? `<p><a href="${escapeXml(entry.compareUrl)}">See every change</a></p>`
    : '';
  return [
    '  <entry>',
    `    <id>${escapeXml(entry.url)}</id>`,
    `    <title>${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    ...(entry.compareUrl
      ? [`    <link rel="related" type="text/html" href="${escapeXml(entry.compareUrl)}"/>`]
      : []),
    `    <published>${stamp(entry.date)}</published>`,
    `    <updated>${stamp(entry.date)}</updated>`,
    `    <content type="html">${escapeXml(`<ul>${items}</ul>${compare}`)}</content>`,
    '  </entry>',
  ].join('\n');
}

export function atomFeed(feed: Feed): string {
  const entries = [...feed.entries].sort(
    (a, b) => b.date.getTime() - a.date.getTime() || a.url.localeCompare(b.url),
  );
  const updated = entries[0]?.date ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feed.url)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.url)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.siteUrl)}"/>`,
    `  <updated>${stamp(updated)}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
