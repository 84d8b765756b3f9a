/** The Atom feed of legal updates: one entry per version of every legal document, and one per correction recorded to a version. */
import type { APIRoute } from 'astro';
import { atomFeed, type FeedEntry } from '../../../legal/atom';
import { formatLongDate, isoDay } from '../../../lib/dates';
import { LEGAL_FEED_PATH, versionPath } from '../../../legal/paths';
import { compareHref, documentTitle, placeOf, versionTranslation } from '../../../legal/documents';
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
      const translation = versionTranslation(version, language)?.frontmatter.data;
      const { date, previous } = placeOf(version);
      const title = strings.version(
        translation?.title ??
          (language === defaultLanguage
            ? version.frontmatter.data.title
            : documentTitle(document, language)),
        formatLongDate(date, language),
      );
      const versionUrl = url(versionPath(document.name, isoDay(date)));
      return [
        {
          url: versionUrl,
          title,
          date,
          summary: translation?.changes ?? version.frontmatter.data.changes,
          related: previous && { url: url(compareHref(version)), text: strings.seeChanges },
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
