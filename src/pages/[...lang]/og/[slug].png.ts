import type { APIRoute, GetStaticPaths } from 'astro';
import logoSvg from '../../../../public/favicon.svg?raw';
import { renderOgImage } from '../../../build/images/og-image';
import { pageMeta } from '../../../config/page-meta';
import { documentTitle } from '../../../legal/library/library';
import { legalDocuments } from '../../../legal/site-library';
import { site } from '../../../config/site';
import { ogImageSlug } from '../../../seo/og-path';
import { documentPath } from '../../../legal/paths';
import { languages, t, type Language } from '../../../i18n/catalogue';
import { languageParam, localizedPath, unlocalizedPath } from '../../../i18n/page-language';
import { taglineIn } from '../../../config/settings';

export const getStaticPaths = (async () => {
  const legal = await legalDocuments();
  return languages.flatMap((language) =>
    [
      ...Object.values(pageMeta(language)).map((page) => ({
        slug: ogImageSlug(unlocalizedPath(page.path).path),
        title: page.headline,
      })),
      ...legal.map((document) => ({
        slug: ogImageSlug(documentPath(document.name)),
        title: documentTitle(document, language),
      })),
    ].map(({ slug, title }) => ({
      params: { slug, lang: languageParam(language) },
      props: { title, language },
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ title: string; language: Language }> = async ({ props }) => {
  const png = await renderOgImage(
    {
      brandName: site.brandName,
      title: props.title,
      tagline: taglineIn(site, props.language),
      disclosure: t(props.language).shareImage.disclosure(
        new URL(
          localizedPath(props.language, documentPath('official-rules')),
          site.siteUrl,
        ).href.replace(/^https?:\/\//, ''),
      ),
    },
    logoSvg,
  );
  return new Response(png, { headers: { 'content-type': 'image/png' } });
};
