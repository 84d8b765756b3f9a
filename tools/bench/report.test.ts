import { describe, expect, it } from 'vitest';
import { formatReport, median, medianMetrics, targetMisses, type PageMetrics } from './report';

const perfect: PageMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1000,
  speedIndex: 900,
  tbt: 0,
  cls: 0,
  transferBytes: 20_000,
  documentBytes: 12_000,
  scriptBytes: 0,
};

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});

it('medianMetrics takes each figure from its own median', () => {
  const runs = [
    { ...perfect, lcp: 1200, performance: 99 },
    { ...perfect, lcp: 1000, performance: 100 },
    { ...perfect, lcp: 3000, performance: 98 },
  ];
  expect(medianMetrics(runs)).toEqual({ ...perfect, lcp: 1200, performance: 99 });
});

describe('targetMisses', () => {
  it('is empty when every target is met: LCP within 5 %, TBT within 50 ms and transfer within 30 % (legal text) or 60 % of the stripped page', () => {
    const ours = { ...perfect, lcp: 1050, tbt: 50, transferBytes: 26_000 };
    expect(targetMisses({ path: '/terms', ours, stripped: perfect })).toEqual([]);
    expect(
      targetMisses({ path: '/', ours: { ...ours, transferBytes: 32_000 }, stripped: perfect }),
    ).toEqual([]);
  });

  it('says which target is missed and by how much', () => {
    const ours = {
      ...perfect,
      bestPractices: 96,
      lcp: 1250,
      cls: 0.012,
      tbt: 60,
      transferBytes: 33_000,
    };
    expect(targetMisses({ path: '/404', ours, stripped: perfect })).toEqual([
      '/404: Best practices 96, 4 below 100',
      "/404: LCP 1.25 s is 1.25× the stripped page's 1.00 s, 20 points over 1.05×",
      "/404: Transfer 33.0 KB is 1.65× the stripped page's 20.0 KB, 5 points over 1.60×",
      '/404: CLS 0.012, target 0',
      "/404: TBT 60 ms is 60 ms over the stripped page's 0 ms, target at most 50 ms over",
    ]);
    expect(
      targetMisses({
        path: '/es/terms/history/2026-11-28/changes',
        ours: { ...perfect, transferBytes: 27_000 },
        stripped: perfect,
      }),
    ).toEqual([
      "/es/terms/history/2026-11-28/changes: Transfer 27.0 KB is 1.35× the stripped page's 20.0 KB, 5 points over 1.30×",
    ]);
  });

  it('gives a miss of under one point to a tenth, so it does not read as none', () => {
    expect(targetMisses({ path: '/', ours: { ...perfect, lcp: 1054 }, stripped: perfect })).toEqual(
      ["/: LCP 1.05 s is 1.05× the stripped page's 1.00 s, 0.4 points over 1.05×"],
    );
  });

  it('says when the page is a round trip behind because its document left the first round trip', () => {
    const ours = { ...perfect, lcp: 1200, documentBytes: 15_200 };
    const stripped = { ...perfect, documentBytes: 11_000 };
    expect(targetMisses({ path: '/terms/history/2027-01-04/changes', ours, stripped })).toEqual([
      "/terms/history/2027-01-04/changes: LCP 1.20 s is 1.20× the stripped page's 1.00 s, 15 points over 1.05×: " +
        "its document is 15.2 KB with its headers, over the first round trip's 14.6 KB, which the stripped one's 11.0 KB fits",
    ]);
    expect(
      targetMisses({ path: '/terms', ours, stripped: { ...stripped, documentBytes: 14_700 } }),
    ).toEqual(["/terms: LCP 1.20 s is 1.20× the stripped page's 1.00 s, 15 points over 1.05×"]);
  });
});

it('formatReport prints the Lighthouse medians and the ratios to the stripped page', () => {
  const report = formatReport([
    { path: '/terms', ours: { ...perfect, transferBytes: 30_000 }, stripped: perfect },
  ]);
  expect(report).toContain(
    '| /terms | 100 | 100 | 100 | 100 | 0.90 s | 1.00 s | 0.90 s | 0 ms | 0.000 | 30.0 KB | 0.0 KB |',
  );
  expect(report).toContain(
    '| /terms | 1.00 s | 1.00 s | 1.00 | 0 ms | 0 ms | 30.0 KB | 20.0 KB | 1.50 |',
  );
});
