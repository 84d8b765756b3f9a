/**
 * Serves the site through Cloudflare's runtime with the page probe as the first script of every
 * page. The probe is allowed by its hash, added to the script-src of both policies (the header's
 * and the page's <meta>), so it runs under the same policy as the page and everything else is
 * governed exactly as served. The proxy also remembers each response's status, which classic
 * WebDriver cannot see.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probe } from './page-probe';

export interface ProbingProxy {
  /** Where the proxy listens: `http://127.0.0.1:5xxxx`. */
  origin: string;
  /** Every response since the last call: path and status. */
  takeResponses(): Array<{ path: string; status: number }>;
  close(): Promise<void>;
}

const probeScript = `(${probe.toString()})();`;
const probeHash = `'sha256-${createHash('sha256').update(probeScript).digest('base64')}'`;

/** The policy with the probe's hash allowed among the scripts. */
export const allowProbe = (policy: string) =>
  policy.replace(/script-src 'self'/, `script-src 'self' ${probeHash}`);

/** The page with the probe right after its <meta> policy, so that policy governs it. */
export function withProbe(html: string): string {
  return html.replace(
    /<meta http-equiv="content-security-policy" content="([^"]*)">/,
    (_, policy: string) =>
      `<meta http-equiv="content-security-policy" content="${allowProbe(policy)}"><script>${probeScript}</script>`,
  );
}

export async function startProbingProxy(upstream: string): Promise<ProbingProxy> {
  let responses: Array<{ path: string; status: number }> = [];
  const forward = async (request: IncomingMessage, reply: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      // Without the browser's conditional headers every page is answered in full: the tests want
      // the status the page is served with, not a 304 for a copy cached by an earlier test.
      const dropped = [
        'host',
        'accept-encoding',
        'connection',
        'if-none-match',
        'if-modified-since',
      ];
      if (typeof value === 'string' && !dropped.includes(name)) headers.set(name, value);
    }
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      method: request.method ?? 'GET',
      headers,
      redirect: 'manual',
    });
    responses.push({ path: request.url ?? '/', status: answer.status });
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
        out[name] = value;
    });
    if (out['content-security-policy'])
      out['content-security-policy'] = allowProbe(out['content-security-policy']);
    const isPage = (out['content-type'] ?? '').startsWith('text/html');
    const body = isPage ? withProbe(await answer.text()) : Buffer.from(await answer.arrayBuffer());
    reply.writeHead(answer.status, out).end(body);
  };
  const server = createServer((request, reply) => {
    forward(request, reply).catch((error: unknown) => reply.writeHead(502).end(String(error)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    takeResponses() {
      const taken = responses;
      responses = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The engine may still be open and holding a connection (WebKit keeps one busy):
        // closing waits for every connection to end, so end them rather than wait out the teardown.
        server.closeAllConnections();
      }),
  };
}
