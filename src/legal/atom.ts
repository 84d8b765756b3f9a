// An Atom feed (RFC 4287); ids and dates come from the versions, so a rebuild makes no entry new.
import type { Day } from '../lib/dates';

export interface FeedEntry {
  url: string;
  title: string;
  date: Day;
  summary: string[];
  related: { url: string; text: string } | undefined;
}

type Feed = { url: string; siteUrl: string; title: string; author: string; entries: FeedEntry[] };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

const stamp = (day: Day) => `${day}T00:00:00Z`;

function entryXml(entry: FeedEntry): string {
  const items = entry.summary.map((change) => `<li>${escapeXml(change)}</li>`).join('');
  const related = entry.related
    ? `<p><a href="${escapeXml(entry.related.url)}">${escapeXml(entry.related.text)}</a></p>`
    : '';
  return [
    '  <entry>',
    `    <id>${escapeXml(entry.url)}</id>`,
    `    <title>${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    ...(entry.related
      ? [`    <link rel="related" type="text/html" href="${escapeXml(entry.related.url)}"/>`]
      : []),
    `    <published>${stamp(entry.date)}</published>`,
    `    <updated>${stamp(entry.date)}</updated>`,
    `    <content type="html">${escapeXml(`<ul>${items}</ul>${related}`)}</content>`,
    '  </entry>',
  ].join('\n');
}

export function atomFeed(feed: Feed): string {
  const entries = [...feed.entries].sort(
    (a, b) => b.date.localeCompare(a.date) || a.url.localeCompare(b.url),
  );
  const updated = entries[0]?.date ?? '1970-01-01';
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
