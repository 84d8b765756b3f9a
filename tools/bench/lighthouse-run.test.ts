import { expect, it } from 'vitest';
import { metricsOf, type LighthouseResult } from './lighthouse-run';

const result: LighthouseResult = {
  categories: {
    performance: { score: 0.99 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: 1 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 812.4 },
    'largest-contentful-paint': { numericValue: 1012.5 },
    'speed-index': { numericValue: 900 },
    'total-blocking-time': { numericValue: 0 },
    'cumulative-layout-shift': { numericValue: 0.001 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 98_000 },
          { resourceType: 'document', transferSize: 14_000 },
          { resourceType: 'script', transferSize: 81_000 },
        ],
      },
    },
  },
};

it('reads scores as 0–100 and the metrics and transfer sizes from the result', () => {
  expect(metricsOf(result)).toEqual({
    performance: 99,
    accessibility: 100,
    bestPractices: 96,
    seo: 100,
    fcp: 812.4,
    lcp: 1012.5,
    speedIndex: 900,
    tbt: 0,
    cls: 0.001,
    transferBytes: 98_000,
    documentBytes: 14_000,
    scriptBytes: 81_000,
  });
});

it('fails loudly when a figure is missing rather than report a zero', () => {
  const { 'largest-contentful-paint': _lcp, ...audits } = result.audits;
  expect(() => metricsOf({ ...result, audits })).toThrow(
    'Lighthouse measured no largest-contentful-paint',
  );
});
