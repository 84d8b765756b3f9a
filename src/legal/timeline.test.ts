import { describe, expect, it } from 'vitest';
import type { Day } from '../lib/dates';
import {
  buildTimeline as buildTimelineOf,
  latestTranslated,
  replacedBy,
  versionInForce as versionInForceOf,
  type Dated,
  type Timeline,
} from './timeline';

// The versions here are their own dates.
const versionInForce = <T extends Dated>(list: readonly T[], today: Day) =>
  versionInForceOf(list, (version) => version, today);
const buildTimeline = <T extends Dated>(list: readonly T[], today: Day) =>
  buildTimelineOf(list, (version) => version, versionInForce(list, today));
/** The timeline's versions, newest first, each with its place. */
const placed = <T>(timeline: Timeline<T>) =>
  timeline.versions.map((version) => ({ ...version, ...timeline.places.get(version)! }));
const versions = [
  { date: '2025-03-01', value: 'second' },
  { date: '2024-06-01', value: 'first' },
  { date: '2026-01-15', value: 'third' },
];

describe('buildTimeline', () => {
  it('orders versions newest first with the period each was in force', () => {
    const timeline = placed(buildTimeline(versions, '2026-06-01'));
    expect(timeline.map(({ value, status, until }) => [value, status, until])).toEqual([
      ['third', 'current', undefined],
      ['second', 'superseded', '2026-01-15'],
      ['first', 'superseded', '2025-03-01'],
    ]);
    expect(timeline[1]!.previous?.value).toBe('first');
    expect(timeline[1]!.next?.value).toBe('third');
  });

  it('makes a version current on its own date, not the day after', () => {
    expect(buildTimeline(versions, '2026-01-15').current.value).toBe('third');
    expect(buildTimeline(versions, '2026-01-14').current.value).toBe('second');
  });

  it('publishes a future-dated version as upcoming and keeps the one in force current', () => {
    const timeline = buildTimeline(versions, '2025-12-31');
    expect(timeline.current.value).toBe('second');
    expect(replacedBy(timeline, timeline.current).map(({ value }) => value)).toEqual(['third']);
    expect(placed(timeline).map((version) => version.status)).toEqual([
      'upcoming',
      'current',
      'superseded',
    ]);
  });

  it('says which version applies until each upcoming one takes effect, with two announced', () => {
    const [third, second, first] = placed(buildTimeline(versions, '2024-12-31'));
    expect([first, second, third].map((version) => version!.status)).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ]);
    // Until the second takes effect the current one applies; until the third, the second (not the current one).
    expect(second!.previous?.value).toBe('first');
    expect(third!.previous?.value).toBe('second');
  });

  it('says what replaces the version in force and each announced one, and when, oldest first', () => {
    const twoAnnounced = buildTimeline(versions, '2024-12-31');
    const [third, second, first] = twoAnnounced.versions;
    const values = (replacing: { value: string }[]) => replacing.map(({ value }) => value);
    expect(values(replacedBy(twoAnnounced, first!))).toEqual(['second', 'third']);
    expect(values(replacedBy(twoAnnounced, second!))).toEqual(['third']);
    expect(values(replacedBy(twoAnnounced, third!))).toEqual([]);

    const oneAnnounced = buildTimeline(versions, '2025-12-31');
    const [, current, superseded] = oneAnnounced.versions;
    expect(values(replacedBy(oneAnnounced, current!))).toEqual(['third']);
    // An archived version was replaced already: the page says when, not what will replace it.
    expect(values(replacedBy(oneAnnounced, superseded!))).toEqual([]);
    const latestInForce = buildTimeline(versions, '2030-01-01');
    expect(values(replacedBy(latestInForce, latestInForce.current))).toEqual([]);
  });

  it('works with a single version', () => {
    const timeline = buildTimeline([{ date: '2025-09-12', value: 'only' }], '2025-09-12');
    expect(timeline.versions).toHaveLength(1);
    expect(placed(timeline)[0]).toMatchObject({
      value: 'only',
      until: undefined,
      previous: undefined,
      next: undefined,
    });
  });

  it('refuses two versions on the same date, a document not yet in force, and a version in force from elsewhere', () => {
    expect(() =>
      buildTimeline([...versions, { date: '2025-03-01', value: 'twin' }], '2026-06-01'),
    ).toThrow('Two versions take effect on 2025-03-01');
    expect(() => buildTimeline(versions, '2024-05-31')).toThrow('No version is in force yet');
    expect(() =>
      buildTimelineOf(versions, (version) => version, { date: '2025-03-01', value: 'copy' }),
    ).toThrow('The version in force is not a standing version');
  });
});

describe('versionInForce', () => {
  it('is the latest version dated on or before the day, never a withdrawn one', () => {
    const withdrawn = {
      date: '2025-06-01',
      value: 'withdrawn',
      withdrawn: { on: '2025-05-01', replacedBy: '2025-03-01' },
    };
    expect(versionInForce([...versions, withdrawn], '2025-12-31')?.value).toBe('second');
    expect(versionInForce(versions, '2026-01-15')?.value).toBe('third');
    expect(versionInForce(versions, '2024-05-31')).toBeUndefined();
  });
});

describe('latestTranslated', () => {
  const timeline = buildTimeline(
    ['2024-06-01', '2025-03-01', '2099-01-01'].map((iso) => ({ date: iso, value: iso })),
    '2026-11-23',
  );

  it('reads the version in force when it is translated', () => {
    expect(timeline.current.value).toBe('2025-03-01');
    expect(latestTranslated(timeline, () => true)).toBe(timeline.current);
  });

  it('offers the latest earlier translation while the version in force has none, never an upcoming one', () => {
    expect(latestTranslated(timeline, (version) => version.value !== '2025-03-01')?.value).toBe(
      '2024-06-01',
    );
    expect(latestTranslated(timeline, (version) => version.value === '2099-01-01')).toBeUndefined();
  });
});

describe('a withdrawn version', () => {
  /** The case: two versions announced, then replaced by a version in force the day it lands. */
  const withdrawal = { on: '2026-11-26', replacedBy: '2026-11-26' };
  const history = [
    { date: '2025-03-12', value: 'in force' },
    { date: '2026-12-23', value: 'announced', withdrawn: withdrawal },
    { date: '2027-01-04', value: 'announced later', withdrawn: withdrawal },
    { date: '2026-11-26', value: 'replacing' },
  ];

  it('stays in the history, never in force, and the replacing version follows the one in force', () => {
    for (const today of ['2026-11-26', '2026-12-23', '2027-06-01']) {
      const timeline = buildTimeline(history, today);
      expect(placed(timeline).map(({ value, status, until }) => [value, status, until])).toEqual([
        ['announced later', 'withdrawn', undefined],
        ['announced', 'withdrawn', undefined],
        ['replacing', 'current', undefined],
        ['in force', 'superseded', '2026-11-26'],
      ]);
      expect(timeline.current.value).toBe('replacing');
    }
  });

  it('keeps its own comparison, and the replacing version is compared with the version in force before it', () => {
    const timeline = buildTimeline(history, '2026-11-26');
    const [later, announced, replacing, inForce] = placed(timeline);
    expect(later!.previous?.value).toBe('announced');
    expect(announced!.previous?.value).toBe('in force');
    expect(replacing!.previous?.value).toBe('in force');
    expect(inForce!.next?.value).toBe('replacing');
    expect([later!.next, announced!.next]).toEqual([undefined, undefined]);
    expect(replacedBy(timeline, timeline.versions[1]!)).toEqual([]);
    expect(replacedBy(timeline, timeline.current)).toEqual([]);
  });

  it('keeps its comparison as published when a later version is dated before it', () => {
    const timeline = buildTimeline(
      [...history, { date: '2026-12-01', value: 'after the withdrawal' }],
      '2026-12-01',
    );
    const byValue = new Map(placed(timeline).map((version) => [version.value, version]));
    expect(byValue.get('announced')!.previous?.value).toBe('in force');
    expect(byValue.get('after the withdrawal')!.previous?.value).toBe('replacing');
    expect(timeline.current.value).toBe('after the withdrawal');
  });

  it('is never offered as the latest translated version', () => {
    const timeline = buildTimeline(history, '2026-11-26');
    expect(
      latestTranslated(timeline, (version) => version.value.startsWith('announced')),
    ).toBeUndefined();
  });
});
