/**
 * What a programme's pages and the landing page say on the day a build is for: the build day is a
 * day in the legal time zone, the zone a programme's times are written in (the content check
 * refuses any other), so its wall-clock times are compared with that day's 00:00:00 to 23:59:59.
 * "Open" (and "today's drawing") is said only when the entry period covers the whole day.
 */
import { describe, expect, it } from 'vitest';
import type { Day } from '../lib/dates';
import {
  advertisedProgramme,
  drawingsState,
  programmeStatus,
  type ProgrammeStatus,
} from './programme-view';

/** An entry period from `start` to `end`, wall-clock times in the legal time zone. */
const period = (start: string, end: string) => ({ entryPeriod: { start, end } });
const programme = period('2027-01-04T00:00:00', '2027-12-31T23:59:59');
const statusOn = (day: Day) => programmeStatus(programme, day);
/** A view as the landing page reads it: its status and (for the order) its entry period. */
const view = (status: ProgrammeStatus, start = '2027-01-04T00:00:00') => ({
  status,
  programme: { entryPeriod: { start } },
});
const landingOn = (day: Day) => drawingsState(advertisedProgramme([view(statusOn(day))]));

describe('the start of the entry period', () => {
  it('is announced before its first day', () => {
    expect(statusOn('2027-01-03')).toBe('upcoming');
    expect(landingOn('2027-01-03')).toBe('upcoming');
  });
  it('is open on its first day when it starts at midnight, the day taken whole', () => {
    expect(statusOn('2027-01-04')).toBe('current');
    expect(landingOn('2027-01-04')).toBe('current');
  });
  it('is announced, not open, on a day it starts a minute after midnight', () => {
    const late = period('2027-01-04T00:01:00', '2027-12-31T23:59:59');
    expect(programmeStatus(late, '2027-01-04')).toBe('upcoming');
    expect(programmeStatus(late, '2027-01-05')).toBe('current');
  });
  it('is open on a day when it started a minute before that midnight', () =>
    expect(
      programmeStatus(period('2027-01-03T23:59:00', '2027-12-31T23:59:59'), '2027-01-04'),
    ).toBe('current'));
});

describe('the end of the entry period', () => {
  it('is still open on its last day when it ends on its last second (23:59:59 taken whole)', () => {
    expect(statusOn('2027-12-31')).toBe('current');
    expect(landingOn('2027-12-31')).toBe('current');
  });
  it('claims no drawing on a day it ends a minute before midnight', () => {
    const early = period('2027-01-04T00:00:00', '2027-12-31T23:58:59');
    expect(programmeStatus(early, '2027-12-31')).toBe('closing');
    expect(drawingsState(advertisedProgramme([view(programmeStatus(early, '2027-12-31'))]))).toBe(
      'none',
    );
  });
  it('is open through a day when it ends a minute after that midnight, and closing the next', () => {
    const late = period('2027-01-04T00:00:00', '2028-01-01T00:00:59');
    expect(programmeStatus(late, '2027-12-31')).toBe('current');
    expect(programmeStatus(late, '2028-01-01')).toBe('closing');
    expect(programmeStatus(late, '2028-01-02')).toBe('ended');
  });
  it('is ended the day after its last second', () => {
    expect(statusOn('2028-01-01')).toBe('ended');
    expect(advertisedProgramme([view('ended')])).toBeUndefined();
    expect(landingOn('2028-01-01')).toBe('none');
  });
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
  it('advertises the programme open all day before the next one', () =>
    expect(advertisedProgramme([view('upcoming', '2028-01-10T00:00:00'), view('current')])).toEqual(
      view('current'),
    ));
  it('names the landing days of the end-to-end tests: upcoming on 2026-11-26, open on 2027-01-10', () => {
    expect(landingOn('2026-11-26')).toBe('upcoming');
    expect(landingOn('2027-01-10')).toBe('current');
  });
});
