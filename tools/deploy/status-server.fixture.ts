/** A local site that serves a status file, for the live check and the deploy step to read. */
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SITE_STATUS_PATH, type SiteStatus } from '../../src/build/site-status';

export interface StatusServer {
  origin: string;
  /** What the site serves at the status address: a status, any other body, or nothing (404). */
  serve(body: SiteStatus | string | undefined): void;
  close(): Promise<void>;
}

export async function statusServer(): Promise<StatusServer> {
  let body: string | undefined;
  const server: Server = createServer((request, response) => {
    if (request.url === SITE_STATUS_PATH && body !== undefined)
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    else response.writeHead(404).end();
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (value) => (body = typeof value === 'object' ? JSON.stringify(value) : value),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
