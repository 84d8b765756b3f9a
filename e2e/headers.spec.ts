/**
 * The response headers as Cloudflare's runtime sends them, per kind of path. A header that two
 * rules set arrives as one line with both values joined by a comma, so each is checked to come
 * once and to be exactly the expected value. Runs against every build.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { builtPages } from '../tools/built-pages';
import { parseHeadersFile } from '../src/build/headers/headers-file';
import { expect, test } from './support/built-site';

const security = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};
const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/** The one value of `name`, failing if the response has none or several lines of it. */
function only(response: APIResponse, name: string): string {
  const values = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
  expect(values, `${response.url()}: ${name}`).toHaveLength(1);
  return values[0]!;
}

/** The header set every response must carry: the fixed values, and the build's own CSP and permissions. */
async function expectedEverywhere(builtSite: string): Promise<Record<string, string>> {
  const all = parseHeadersFile(await readFile(join(builtSite, '_headers'), 'utf8')).find(
    (rule) => rule.pattern === '/*',
  )!.headers;
  return {
    ...security,
    'content-security-policy': all['Content-Security-Policy']!,
    'permissions-policy': all['Permissions-Policy']!,
  };
}

test('every page, the 404 and every other file carry each security header once', async ({
  request,
  builtSite,
}) => {
  const expected = await expectedEverywhere(builtSite);
  expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(expected['permissions-policy']).toContain('camera=()');
  const paths = [
    ...(await builtPages(builtSite)).map((page) => page.path),
    '/no-such-page',
    '/terms/history/1999-01-01',
    '/og/home.png',
    '/robots.txt',
    '/legal/versions.json',
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    for (const [name, value] of Object.entries(expected))
      expect(only(response, name), `${path}: ${name}`).toBe(value);
  }
});

test('pages, the legal versions data and the not-found page revalidate on every request', async ({
  request,
  builtSite,
}) => {
  for (const path of [
    ...(await builtPages(builtSite)).map((page) => page.path),
    '/legal/versions.json',
    '/legal/versions.schema.json',
    '/no-such-page',
    '/privacy/no-such-page',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(only(response, 'cache-control'), path).toBe(revalidate);
  }
});

test('hashed files are cached for a year when they exist, and a missing one is not', async ({
  request,
  builtSite,
}) => {
  const hashed = await readdir(join(builtSite, '_astro'));
  expect(hashed.length).toBeGreaterThan(0);
  for (const file of hashed) {
    const response = await request.get(`/_astro/${file}`);
    expect(response.status(), file).toBe(200);
    expect(only(response, 'cache-control'), file).toBe(immutable);
  }
  const missing = await request.get('/_astro/no-such-file.Ab12Cd34.js');
  expect(missing.status()).toBe(404);
  expect(only(missing, 'cache-control')).toBe(revalidate);
});

test('share images and icons are cached for a day, robots.txt and sitemaps for an hour', async ({
  request,
}) => {
  for (const path of ['/og/home.png', '/og/terms.png', '/favicon.svg', '/icon-512.png']) {
    expect(only(await request.get(path), 'cache-control'), path).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  }
  for (const path of ['/robots.txt', '/sitemap-index.xml', '/sitemap-0.xml']) {
    expect(only(await request.get(path), 'cache-control'), path).toBe('public, max-age=3600');
  }
});
