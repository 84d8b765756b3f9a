import type { APIRoute } from 'astro';
import { atomFeed, type FeedEntry } from '../../../legal/atom';
import { formatLongDay } from '../../../lib/dates';
import { LEGAL_FEED_PATH, versionPath } from '../../../legal/paths';
import { compareHref, documentTitle, textIn } from '../../../legal/library/library';
import { legalDocuments, versionCorrections } from '../../../legal/site-library';
import { site } from '../../../config/site';
import { t, type Language } from '../../../i18n/catalogue';
import { inEveryLanguage, localizedPath } from '../../../i18n/page-language';

export const getStaticPaths = () => inEveryLanguage([{ params: {} }]);

export const GET: APIRoute<{ language: Language }> = async ({ props: { language } }) => {
  const strings = t(language).feed;
  const url = (path: string) => new URL(localizedPath(language, path), site.siteUrl).href;
  const documents = await legalDocuments();
  const corrections = new Map(
    await Promise.all(
      documents.flatMap(({ timeline }) =>
        timeline.versions.map(
          async (version) => [version, await versionCorrections(version, language)] as const,
        ),
      ),
    ),
  );
  const entries = documents.flatMap((document) =>
    document.timeline.versions.flatMap((version): FeedEntry[] => {
      // An untranslated version in English, which controls, under the feed language's name.
      const shown = textIn(version, language);
      const date = version.day;
      const title = strings[version.place.status === 'withdrawn' ? 'withdrawn' : 'version'](
        shown?.frontmatter.title ?? documentTitle(document, language),
        formatLongDay(date, language),
      );
      const versionUrl = url(versionPath(document.name, date));
      return [
        {
          url: versionUrl,
          title,
          date,
          summary: (shown ?? version.english).frontmatter.changes,
          related: version.place.previous && {
            url: url(compareHref(version)),
            text: strings.seeChanges,
          },
        },
        ...corrections.get(version)!.map((correction) => ({
          url: url(correction.href),
          title: strings.correction(title, formatLongDay(correction.on, language)),
          date: correction.on,
          summary: [correction.note],
          related: { url: versionUrl, text: strings.readCorrected },
        })),
      ];
    }),
  );
  const xml = atomFeed({
    url: url(LEGAL_FEED_PATH),
    siteUrl: url('/'),
    title: strings.title(site.brandName),
    author: site.legalEntity,
    entries,
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
};
