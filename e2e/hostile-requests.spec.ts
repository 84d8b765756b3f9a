/**
 * Requests no visitor should send, straight to Cloudflare's runtime: broken escapes, markup,
 * great length, `..` in every encoding, doubled slashes, the host's own files and methods other
 * than GET and HEAD. None may serve anything outside the build, none may break the runtime, and
 * unknown paths get the not-found page with 404.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { hostilePaths } from './support/helpers';
import { rawRequest, type RawResponse } from './support/raw-request';

const notFoundHeading = 'Oops! Page not found';

/** `..` written every way a server might decode into a step out of dist/, aimed at the project's files. */
const traversals = [
  '/../package.json',
  '/../../../../etc/passwd',
  '/privacy/../../package.json',
  '/..%2fpackage.json',
  '/%2e%2e/package.json',
  '/%2e%2e%2fpackage.json',
  '/.%2e/package.json',
  '/%2E%2E%2Fpackage.json',
  '/..%5cpackage.json',
  '/%2e%2e%5cpackage.json',
  '/%252e%252e%252fpackage.json',
  '/%c0%ae%c0%ae/package.json',
  '/..%252fwrangler.jsonc',
];

/** Follows up to three same-origin redirects, as a browser would, and returns every answer. */
async function follow(origin: string, method: string, path: string): Promise<RawResponse[]> {
  const chain = [await rawRequest(origin, method, path)];
  while (chain.length <= 3 && [301, 302, 303, 307, 308].includes(chain.at(-1)!.status)) {
    const location = chain.at(-1)!.headers.location!;
    expect(location, `${path} redirects off the site`).toMatch(/^\/(?![/\\])/);
    chain.push(await rawRequest(origin, method, location));
  }
  return chain;
}

test.describe('hostile requests', () => {
  let secrets: string[] = [];
  test.beforeAll(async () => {
    // Text that only the files outside dist/ contain.
    secrets = [
      (JSON.parse(await readFile('package.json', 'utf8')) as { description: string }).description,
      '"compatibility_date"',
      'root:x:0:0',
    ];
  });

  // The not-found suite's paths as a browser sends them (escaped), then paths a browser would not send.
  const browserSent = hostilePaths.map((path) => new URL(path, 'http://localhost').pathname);
  for (const path of [
    ...browserSent,
    ...traversals,
    '//%/',
    `/${'a'.repeat(10_000)}`,
    '/_headers',
    '/_redirects',
    '/.wrangler/',
  ]) {
    test(`${path.slice(0, 48)} gets the not-found page, and nothing from outside dist/`, async ({
      baseURL,
    }) => {
      const chain = await follow(baseURL!, 'GET', path);
      const last = chain.at(-1)!;
      expect(last.status).toBe(404);
      expect(last.body).toContain(notFoundHeading);
      for (const secret of secrets)
        expect(chain.map((response) => response.body).join('\n')).not.toContain(secret);
    });
  }

  test('a request line with raw markup is refused as malformed, without a page', async ({
    baseURL,
  }) => {
    const response = await rawRequest(baseURL!, 'GET', `/"'><script>window.__pwned=1</script>`);
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('<script');
  });

  test('//privacy leads to the privacy page, not the home page', async ({ baseURL }) => {
    const [first, ...rest] = await follow(baseURL!, 'GET', '//privacy');
    expect(first!.status).toBeGreaterThanOrEqual(300);
    expect(first!.headers.location).toBe('/privacy');
    expect(rest.at(-1)!.body).toContain('<h1');
    expect(rest.at(-1)!.body).toContain('Privacy Policy');
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
    test(`${method} is refused on pages, files and unknown paths`, async ({ baseURL }) => {
      for (const path of ['/', '/privacy', '/favicon.svg', '/no-such-page']) {
        const response = await rawRequest(baseURL!, method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.body, `${method} ${path}`).toBe('');
      }
    });
  }

  test('HEAD answers like GET, without a body', async ({ baseURL }) => {
    const page = await rawRequest(baseURL!, 'HEAD', '/privacy');
    expect(page.status).toBe(200);
    expect(page.body).toBe('');
    expect((await rawRequest(baseURL!, 'HEAD', '/no-such-page')).status).toBe(404);
  });

  // Last in the file, whose tests run in order: whatever came before, the runtime still serves the site.
  test('the runtime still answers afterwards', async ({ baseURL }) => {
    for (const path of ['/', '/privacy'])
      expect((await rawRequest(baseURL!, 'GET', path)).status, path).toBe(200);
  });
});
