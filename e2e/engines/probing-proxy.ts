// The probe is allowed by its hash; statuses are kept here, as classic WebDriver cannot see them.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probe } from './page-probe';
import { META_POLICY } from '../../src/build/csp/csp';

export interface ProbingProxy {
  origin: string;
  takeResponses(): Array<{ path: string; status: number }>;
  close(): Promise<void>;
}

const probeScript = `(${probe.toString()})();`;
const probeHash = `'sha256-${createHash('sha256').update(probeScript).digest('base64')}'`;
export const allowProbe = (policy: string) =>
  policy.replace(/script-src 'self'/, `script-src 'self' ${probeHash}`);

/** Right after the <meta> policy, so that policy governs the probe. */
export function withProbe(html: string): string {
  return html.replace(
    META_POLICY,
    (element, policy: string) =>
      `${element.replace(policy, () => allowProbe(policy))}<script>${probeScript}</script>`,
  );
}

const DROPPED = ['host', 'accept-encoding', 'connection', 'if-none-match', 'if-modified-since'];

export async function startProbingProxy(upstream: string): Promise<ProbingProxy> {
  let responses: Array<{ path: string; status: number }> = [];
  const forward = async (request: IncomingMessage, reply: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      // No conditional headers: the tests want the page's status, not a 304 for an earlier copy.
      if (typeof value === 'string' && !DROPPED.includes(name)) headers.set(name, value);
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
        // WebKit keeps a connection open, and close() waits for every one to end.
        server.closeAllConnections();
      }),
  };
}
