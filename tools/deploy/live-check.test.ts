/** The live check against a local site: today's build passes; a stale one, or none, fails in one line. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveCheck } from './live-check';
import { statusServer, type StatusServer } from './status-server.fixture';

const ZONE = 'America/New_York';
// 03:30 UTC on November 28 is still November 27 in New York.
const now = new Date('2026-11-28T03:30:00Z');
const status = (builtFor: string, nextChange: { day: string; what: string } | null = null) => ({
  format: 1 as const,
  builtFor,
  timeZone: ZONE,
  nextChange,
});
let site: StatusServer;

beforeAll(async () => {
  site = await statusServer();
});
afterAll(() => site.close());

describe('liveCheck', () => {
  it('passes a site built for today in the legal time zone, naming its next change', async () => {
    site.serve(
      status('2026-11-27', {
        day: '2026-12-23',
        what: 'a version of the Terms of Service takes effect',
      }),
    );
    expect(await liveCheck(site.origin, now)).toEqual({
      ok: true,
      line: `The site at ${site.origin} is built for today, November 27, 2026 in ${ZONE}; its next change: December 23, 2026, when a version of the Terms of Service takes effect.`,
    });
  });

  it('fails a site built for another day, and one whose next change has come', async () => {
    site.serve(status('2026-11-26'));
    expect(await liveCheck(site.origin, now)).toEqual({
      ok: false,
      line: `The site at ${site.origin} was built for November 26, 2026, but today is November 27, 2026 in ${ZONE}: the daily build has not been deployed since.`,
    });
    site.serve(status('2026-11-26', { day: '2026-11-27', what: 'the programme Daily Cash opens' }));
    expect((await liveCheck(site.origin, now)).line).toBe(
      `The site at ${site.origin} was built for November 26, 2026 and still shows it, but on November 27, 2026 the programme Daily Cash opens: the daily build has not been deployed since.`,
    );
  });

  it('fails an address without the status file, or with something else there, or nothing', async () => {
    site.serve('<!doctype html><p>Hello</p>');
    expect((await liveCheck(site.origin, now)).line).toBe(
      `${site.origin}/legal/status.json is not the site status this project publishes.`,
    );
    site.serve(undefined);
    expect((await liveCheck(site.origin, now)).line).toBe(
      `${site.origin}/legal/status.json answered 404: the site there is not one this project built, or not yet with this check.`,
    );
    const gone = await statusServer();
    await gone.close();
    expect((await liveCheck(gone.origin, now)).line).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/legal\/status\.json did not answer \(connect ECONNREFUSED/,
    );
  });
});

it('npm run live:check exits 1 with its one line on a stale site', async () => {
  site.serve(status('2020-01-01'));
  const done = await promisify(execFile)(process.execPath, [
    'tools/live-check.ts',
    site.origin,
  ]).catch((error: { code: number; stdout: string; stderr: string }) => error);
  expect('code' in done && done.code).toBe(1);
  expect(done.stderr).toMatch(
    /^The site at http:\/\/127\.0\.0\.1:\d+ was built for January 1, 2020, but today is [^\n]+\n$/,
  );
  expect(done.stdout).toBe('');
});
