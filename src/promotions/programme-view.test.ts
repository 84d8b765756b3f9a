/**
 * What a programme's pages and the landing page say on the day a build is served: a daily build of
 * day D is served from 00:00 UTC of D to 00:00 UTC of D + 1, so "open" (and "today's drawing") is
 * said only when the entry period covers all of it. The shipped programme's entry period runs from
 * 2027-01-04T00:00:00 to 2027-12-31T23:59:59 Eastern Time (05:00 UTC, 04:59:59 UTC the next day).
 */
import { describe, expect, it } from 'vitest';
import { buildDayFrom } from '../config/build-day';
import {
  advertisedProgramme,
  drawingsState,
  programmeStatus,
  type ProgrammeStatus,
} from './programme-view';

const programme = {
  timeZone: 'America/New_York',
  entryPeriod: { start: '2027-01-04T00:00:00', end: '2027-12-31T23:59:59' },
};
const statusOn = (day: string) => programmeStatus(programme, buildDayFrom(day));
/** A view as the landing page reads it: its status and (for the order) its entry period. */
const view = (status: ProgrammeStatus, start = '2027-01-04T00:00:00') => ({
  status,
  programme: { entryPeriod: { start } },
});
const landingOn = (day: string) => drawingsState(advertisedProgramme([view(statusOn(day))]));

describe('the start of the entry period', () => {
  it('is announced, not open, on the day it starts during (00:00 ET is 05:00 UTC)', () => {
    expect(statusOn('2027-01-03')).toBe('upcoming');
    expect(statusOn('2027-01-04')).toBe('upcoming');
    expect(landingOn('2027-01-04')).toBe('upcoming');
  });
  it('is open from the first day it covers whole', () => {
    expect(statusOn('2027-01-05')).toBe('current');
    expect(landingOn('2027-01-05')).toBe('current');
  });
  it('is open on a day that starts exactly when the period does', () =>
    expect(
      programmeStatus(
        {
          timeZone: 'UTC',
          entryPeriod: { start: '2027-01-04T00:00:00', end: '2027-01-05T23:59:59' },
        },
        buildDayFrom('2027-01-04'),
      ),
    ).toBe('current'));
});

describe('the end of the entry period', () => {
  it('is still open on its last day covered whole (it ends 04:59:59 UTC the next day)', () => {
    expect(statusOn('2027-12-31')).toBe('current');
    expect(landingOn('2027-12-31')).toBe('current');
  });
  it('claims no drawing on the day it ends during', () => {
    expect(statusOn('2028-01-01')).toBe('closing');
    expect(landingOn('2028-01-01')).toBe('none');
  });
  it('is ended the next day', () => {
    expect(statusOn('2028-01-02')).toBe('ended');
    expect(advertisedProgramme([view('ended')])).toBeUndefined();
    expect(landingOn('2028-01-02')).toBe('none');
  });
  it('covers a day when it ends on its last second (23:59:59 taken whole)', () =>
    expect(
      programmeStatus(
        {
          timeZone: 'UTC',
          entryPeriod: { start: '2027-01-01T00:00:00', end: '2027-01-04T23:59:59' },
        },
        buildDayFrom('2027-01-04'),
      ),
    ).toBe('current'));
});

describe('the landing page', () => {
  it('claims no drawing without a programme', () => {
    expect(advertisedProgramme([])).toBeUndefined();
    expect(drawingsState(undefined)).toBe('none');
  });
  it('advertises the next programme rather than one closing during the day', () =>
    expect(advertisedProgramme([view('closing'), view('upcoming', '2028-01-10T00:00:00')])).toEqual(
      view('upcoming', '2028-01-10T00:00:00'),
    ));
  it('names the landing days of the end-to-end tests: upcoming on 2026-11-26, open on 2027-01-10', () => {
    expect(landingOn('2026-11-26')).toBe('upcoming');
    expect(landingOn('2027-01-10')).toBe('current');
  });
});
