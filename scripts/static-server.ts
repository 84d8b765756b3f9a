/**
 * Serves a built site the way the production CDN does: clean URLs, `404.html` with status 404
 * for anything unknown, text compressed (gzip) for clients that accept it, and the response
 * headers declared in `_headers`. The end-to-end tests and the benchmark run against it, so they
 * see what visitors see.
 *
 * Usage: node scripts/static-server.ts [dir=dist] [port=4321]
 */
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseHeadersFile, rulesFor, type HeaderRule } from '../src/build/headers-file.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Text formats, which the CDN compresses; images and fonts are compressed already. */
function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/.test(contentType);
}

/** Maps a URL path to a file under `root`, or `undefined` when the path is not a page there. */
async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  for (const file of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

async function loadRules(root: string): Promise<HeaderRule[]> {
  const text = await readFile(join(root, '_headers'), 'utf8').catch(() => '');
  return parseHeadersFile(text);
}

export async function startStaticServer(dir: string, port: number) {
  // `resolve`, not `join`: the benchmark serves a folder outside the project by absolute path.
  const root = resolve(dir);
  const rules = await loadRules(root);
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = await resolveFile(root, path);
    const served = file ?? join(root, '404.html');
    const body = await readFile(served).catch(() => Buffer.from('Not found'));
    const contentType = contentTypes[extname(served)] ?? 'application/octet-stream';
    const gzip = isCompressible(contentType) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(file ? 200 : 404, {
      'content-type': contentType,
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...Object.assign({}, ...rulesFor(rules, path).map((rule) => rule.headers)),
    });
    response.end(request.method === 'HEAD' ? undefined : gzip ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

if (import.meta.main) {
  const [dir = 'dist', port = '4321'] = process.argv.slice(2);
  await startStaticServer(dir, Number(port));
  console.log(`Serving ${dir} at http://localhost:${port}/`);
}
