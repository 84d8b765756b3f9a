import type { APIRoute } from 'astro';
import { siteLibrary } from '../../legal/site-library';
import { nextChange } from '../../build/next-change';
import type { SiteStatus } from '../../build/site-status';
import { site } from '../../config/site';

export const GET: APIRoute = async () => {
  const { library, programmes } = await siteLibrary();
  const status: SiteStatus = {
    format: 1,
    builtFor: library.buildDay,
    timeZone: site.legalTimeZone,
    nextChange: nextChange(
      library,
      programmes.map(({ programme }) => programme),
      library.buildDay,
    ),
  };
  return new Response(`${JSON.stringify(status, null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
