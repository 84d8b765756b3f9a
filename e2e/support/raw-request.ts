/**
 * One HTTP request with its path sent exactly as written. URL-based clients (fetch, Playwright's
 * request, the browser) resolve `..`, collapse nothing and re-escape before sending, so they can
 * never put a hostile path on the wire; this can.
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function rawRequest(origin: string, method: string, path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    request(
      { host: hostname, port, method, path, headers: { accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}
