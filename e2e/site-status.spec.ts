/**
 * The built site says which day it is for and when its content next changes, through Cloudflare's
 * runtime, and `npm run live:check`'s reading of it tells today's site from yesterday's.
 */
import { siteStatus } from '../src/build/site-status';
import { liveCheck } from '../tools/deploy/live-check';
import { expect, test } from './support/built-site';
import { TEST_BUILD_DAY } from './support/test-builds';

test('the site status names the build day and the next change, and the live check reads it', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/legal/status.json');
  expect(response.headers()['cache-control']).toContain('must-revalidate');
  // The Terms of 2026-11-29 were announced on the build day (notice none), before the promotion opens.
  expect(siteStatus.parse(await response.json())).toEqual({
    format: 1,
    builtFor: TEST_BUILD_DAY,
    timeZone: 'America/New_York',
    nextChange: {
      day: '2026-11-29',
      what: 'the Terms of Service version of November 29, 2026 takes effect',
    },
  });
  // Noon in New York on the build day, then on the next day.
  expect(await liveCheck(baseURL!, new Date(`${TEST_BUILD_DAY}T17:00:00Z`))).toMatchObject({
    ok: true,
  });
  expect(await liveCheck(baseURL!, new Date('2026-11-29T17:00:00Z'))).toMatchObject({
    ok: false,
    // The day after, its next change has passed: the stale site names what it misses.
    line: expect.stringContaining(
      'was built for November 28, 2026 and still shows it, but on November 29, 2026 the Terms of Service version of November 29, 2026 takes effect',
    ),
  });
});
