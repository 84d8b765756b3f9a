/** One 1200×630 share image per page, drawn at build time from its title and the brand. */
import type { APIRoute, GetStaticPaths } from 'astro';
import logoSvg from '../../assets/logo.svg?raw';
import { renderOgImage } from '../../build/images/og-image';
import { pageMeta } from '../../config/page-meta';
import { legalDocuments } from '../../legal/documents';
import { site } from '../../config/site';
import { ogImageSlug } from '../../seo/og-path';
import { documentPath } from '../../legal/paths';

export const getStaticPaths = (async () => {
  const legal = await legalDocuments();
  const pages = [
    ...Object.values(pageMeta).map((page) => ({
      slug: ogImageSlug(page.path),
      title: page.headline,
    })),
    ...legal.map(({ name, timeline }) => ({
      slug: ogImageSlug(documentPath(name)),
      title: timeline.current.value.data.title,
    })),
  ];
  return pages.map(({ slug, title }) => ({ params: { slug }, props: { title } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ title: string }> = async ({ props }) => {
  const png = await renderOgImage(
    {
      brandName: site.brandName,
      title: props.title,
      tagline: site.tagline,
      host: new URL(site.siteUrl).host,
    },
    logoSvg,
  );
  return new Response(png, { headers: { 'content-type': 'image/png' } });
};
