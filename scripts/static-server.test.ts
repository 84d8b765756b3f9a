import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server';

const port = 4431;
const page = '<!doctype html><title>Home</title>'.repeat(20);
let dir = '';
let server: Server;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-server-'));
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'logo.png'), 'not really a png');
  server = await startStaticServer(dir, port);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** Raw bytes and headers, without fetch's transparent decompression. */
function get(path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compression', () => {
  it('gzips text for a client that accepts it', async () => {
    const { headers, body } = await get('/', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it('sends text as it is to a client that does not', async () => {
    const { headers, body } = await get('/', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(page);
  });

  it('leaves images alone', async () => {
    expect((await get('/logo.png', 'gzip')).headers['content-encoding']).toBeUndefined();
  });
});
