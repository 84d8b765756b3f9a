/** The Atom feed of legal updates: one entry per version of every legal document. */
import type { APIRoute } from 'astro';
import { atomFeed } from '../../legal/atom';
import { formatLongDate, isoDay } from '../../lib/dates';
import { LEGAL_FEED_PATH, versionPath } from '../../legal/paths';
import { compareHref, legalDocuments } from '../../legal/documents';
import { site } from '../../config/site';

export const GET: APIRoute = async () => {
  const url = (path: string) => new URL(path, site.siteUrl).href;
  const entries = (await legalDocuments()).flatMap((document) =>
    document.timeline.versions.map((version) => ({
      url: url(versionPath(document.name, isoDay(version.date))),
      title: `${version.value.data.title}: version effective ${formatLongDate(version.date)}`,
      date: version.date,
      summary: version.value.data.changes,
      compareUrl: version.previous && url(compareHref(version.previous)),
    })),
  );
  const xml = atomFeed({
    url: url(LEGAL_FEED_PATH),
    siteUrl: url('/'),
    title: `${site.brandName} legal updates`,
    author: site.legalEntity,
    entries,
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
};
