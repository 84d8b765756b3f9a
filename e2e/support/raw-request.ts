// Sent as written: URL-based clients resolve `..` and re-escape, so never send a hostile path.
import { request, type IncomingHttpHeaders } from 'node:http';

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string };

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
