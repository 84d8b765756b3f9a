import type { APIContext, APIRoute } from 'astro';
import { consentFile } from '../../legal/consent/consent-file';
import { siteLibrary } from '../../legal/site-library';
import type { VersionsFile } from '../../legal/versions-schema';
import { site } from '../../config/site';
import { GET as versionsJson } from './versions.json';

export const GET: APIRoute = async (context: APIContext) => {
  // Read from the versions file this build publishes, not derived again.
  const versions = (await (await versionsJson(context)).json()) as VersionsFile;
  const file = consentFile({
    source: (await siteLibrary()).consent,
    versions,
    settings: site,
  });
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
