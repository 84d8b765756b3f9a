import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdnRuntime, type CdnRuntime } from './cdn-runtime';

let dir = '';
let runtime: CdnRuntime;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cdn-runtime-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(dir, '_headers'), '/*\n  X-Served-By: the-runtime\n');
  runtime = await startCdnRuntime(dir);
}, 90_000);
afterAll(async () => {
  await runtime?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('startCdnRuntime', () => {
  it('serves the folder on a free port with its _headers and its 404 page', async () => {
    expect(runtime.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const home = await fetch(`${runtime.origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-served-by')).toBe('the-runtime');
    const missing = await fetch(`${runtime.origin}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Not found</title>');
  });

  it('stops, closing the port', async () => {
    const { origin, stop } = await startCdnRuntime(dir);
    await stop();
    await expect(fetch(`${origin}/`)).rejects.toThrow();
  }, 90_000);

  it("rejects with wrangler's own words when it cannot serve", async () => {
    await expect(startCdnRuntime(join(dir, 'no-such-folder'))).rejects.toThrow(
      /wrangler exited with 1 before serving .*no-such-folder[^]*does not exist/,
    );
  }, 90_000);
});
