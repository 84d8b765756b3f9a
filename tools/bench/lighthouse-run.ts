import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { PageMetrics } from './report.ts';
import { chromiumFlags, systemChromium } from '../chromium.ts';

/** The full Chromium visitors run, not the tests' headless shell; `CHROME_PATH` picks another. */
export function launchChromium(): Promise<LaunchedChrome> {
  const chromePath = process.env['CHROME_PATH'] ?? systemChromium();
  return launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', ...chromiumFlags()],
  });
}

export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

function numeric(result: LighthouseResult, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse measured no ${audit}`);
  return value;
}

function score(result: LighthouseResult, category: string): number {
  const value = result.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(value * 100);
}

function transferOf(result: LighthouseResult, resourceType: string): number {
  const { items = [] } = (result.audits['resource-summary']?.details ?? {}) as {
    items?: { resourceType: string; transferSize: number }[];
  };
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

export function metricsOf(result: LighthouseResult): PageMetrics {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    fcp: numeric(result, 'first-contentful-paint'),
    lcp: numeric(result, 'largest-contentful-paint'),
    speedIndex: numeric(result, 'speed-index'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    transferBytes: transferOf(result, 'total'),
    documentBytes: transferOf(result, 'document'),
    scriptBytes: transferOf(result, 'script'),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and kin); such a run is retried. */
const attempts = 3;

export async function auditPage(url: string, chrome: LaunchedChrome): Promise<PageMetrics> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    const failure = run ? run.lhr.runtimeError?.message : 'no result';
    if (!failure) return metricsOf(run!.lhr);
    if (attempt === attempts)
      throw new Error(`Lighthouse failed ${attempts} times on ${url}: ${failure}`);
    console.error(`Lighthouse failed on ${url} (${failure}); trying again.`);
  }
}
