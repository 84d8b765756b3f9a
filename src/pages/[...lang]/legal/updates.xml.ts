/** The Atom feed of legal updates: one entry per version of every legal document, and one per correction recorded to a version. */
import type { APIRoute } from 'astro';
import { atomFeed, type FeedEntry } from '../../../legal/atom';
import { formatLongDate, isoDay } from '../../../lib/dates';
import { LEGAL_FEED_PATH, versionPath } from '../../../legal/paths';
import { compareHref, documentTitle, versionTranslation } from '../../../legal/documents';
import { legalDocuments, versionCorrections } from '../../../legal/document-pages';
import { site } from '../../../config/site';
import { t, type Language } from '../../../i18n/catalogue';
import { defaultLanguage, inEveryLanguage, localizedPath } from '../../../i18n/page-language';

export const getStaticPaths = () => inEveryLanguage([{ params: {} }]);

export const GET: APIRoute<{ language: Language }> = ({ props: { language } }) => {
  const strings = t(language).feed;
  const url = (path: string) => new URL(localizedPath(language, path), site.siteUrl).href;
  const entries = legalDocuments().flatMap((document) =>
    document.timeline.versions.flatMap((version): FeedEntry[] => {
      // A translated version in its translation's words; an untranslated one in English, which
      // controls, under the document's name in the feed's language.
      const translation = versionTranslation(version, language);
      const title = strings.version(
        translation?.data.title ??
          (language === defaultLanguage ? version.data.title : documentTitle(document, language)),
        formatLongDate(version.date, language),
      );
      const versionUrl = url(versionPath(document.name, isoDay(version.date)));
      return [
        {
          url: versionUrl,
          title,
          date: version.date,
          summary: translation?.data.changes ?? version.data.changes,
          related: version.previous && { url: url(compareHref(version)), text: strings.seeChanges },
        },
        ...versionCorrections(version).map((correction) => ({
          url: url(correction.href),
          title: strings.correction(title, formatLongDate(correction.on, language)),
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
