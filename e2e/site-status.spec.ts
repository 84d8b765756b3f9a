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
  // The texts of 2026-11-26 withdrew those announced for later: the next change is the promotion opening.
  expect(siteStatus.parse(await response.json())).toEqual({
    format: 1,
    builtFor: TEST_BUILD_DAY,
    timeZone: 'America/New_York',
    nextChange: { day: '2027-01-04', what: 'the promotion Daily Cash Sweepstakes 2027 opens' },
  });
  // Noon in New York on the build day, then on the next day.
  expect(await liveCheck(baseURL!, new Date(`${TEST_BUILD_DAY}T17:00:00Z`))).toMatchObject({
    ok: true,
  });
  expect(await liveCheck(baseURL!, new Date('2026-11-29T17:00:00Z'))).toMatchObject({
    ok: false,
    line: expect.stringContaining(
      'was built for November 28, 2026, but today is November 29, 2026',
    ),
  });
});
