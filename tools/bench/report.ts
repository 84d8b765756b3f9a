import { kilobytes } from '../kilobytes.ts';
import { firstRoundTrip, isLegalText } from '../../e2e/support/byte-budgets.ts';

/** Scores 0–100, times in ms, sizes in bytes. */
export interface PageMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  speedIndex: number;
  tbt: number;
  cls: number;
  transferBytes: number;
  /** The HTML with its response headers, as it came over the network. */
  documentBytes: number;
  scriptBytes: number;
}

export type PageResult = { path: string; ours: PageMetrics; stripped: PageMetrics };
/** Multiples of the stripped page's: a page of legal text is mostly text, so it has less room. */
const maxLcpRatio = 1.05;
const maxTransferRatio = (path: string) => (isLegalText(path) ? 1.3 : 1.6);
/** Milliseconds over the stripped page's. */
const maxTbtOver = 50;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PageMetrics)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as PageMetrics;
}

const categories = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best practices'],
  ['seo', 'SEO'],
] as const;

const ratio = (ours: number, stripped: number) =>
  stripped > 0 ? ours / stripped : Number.POSITIVE_INFINITY;
/** Hundredths of a ratio; under one, to a tenth, so a miss by 0.004 does not read as 0 points. */
const points = (over: number) => (over * 100).toFixed(over < 0.01 ? 1 : 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Why a page can be a whole round trip behind: its CSS and scripts carry its document over the
 * first TCP window while the bare document fits it. Lighthouse's simulation waits for the whole
 * document, so such a page cannot meet the LCP target with any CSS the window lacks room for.
 */
function roundTripBehind(ours: PageMetrics, stripped: PageMetrics): string {
  if (ours.documentBytes <= firstRoundTrip || stripped.documentBytes > firstRoundTrip) return '';
  return (
    `: its document is ${kilobytes(ours.documentBytes)} with its headers, over the first round trip's ` +
    `${kilobytes(firstRoundTrip)}, which the stripped one's ${kilobytes(stripped.documentBytes)} fits`
  );
}

export function targetMisses({ path, ours, stripped }: PageResult): string[] {
  const misses: string[] = [];
  for (const [key, label] of categories)
    if (ours[key] < 100)
      misses.push(`${path}: ${label} ${ours[key]}, ${100 - ours[key]} below 100`);
  const overRatio = (
    label: string,
    key: keyof PageMetrics,
    max: number,
    unit = seconds,
    why = '',
  ) => {
    const measured = ratio(ours[key], stripped[key]);
    if (measured <= max) return;
    misses.push(
      `${path}: ${label} ${unit(ours[key])} is ${measured.toFixed(2)}× the stripped page's ${unit(stripped[key])}, ` +
        `${points(measured - max)} points over ${max.toFixed(2)}×${why}`,
    );
  };
  overRatio('LCP', 'lcp', maxLcpRatio, seconds, roundTripBehind(ours, stripped));
  overRatio('Transfer', 'transferBytes', maxTransferRatio(path), kilobytes);
  if (ours.cls > 0) misses.push(`${path}: CLS ${ours.cls.toFixed(3)}, target 0`);
  if (ours.tbt - stripped.tbt > maxTbtOver)
    misses.push(
      `${path}: TBT ${Math.round(ours.tbt)} ms is ${Math.round(ours.tbt - stripped.tbt)} ms over the stripped page's ${Math.round(stripped.tbt)} ms, target at most ${maxTbtOver} ms over`,
    );
  return misses;
}

/** `header` as a Markdown row: `Page | LCP`. */
export function markdownTable(header: string, rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const names = header.split(' | ');
  return [line(names), line(names.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The two Markdown tables of the benchmark in docs/performance.md. */
export function formatReport(results: readonly PageResult[]): string {
  const lighthouse = markdownTable(
    'Page | Perf. | A11y | Best pr. | SEO | FCP | LCP | Speed Index | TBT | CLS | Transfer | Script',
    results.map(({ path, ours }) => [
      path,
      ...categories.map(([key]) => String(ours[key])),
      seconds(ours.fcp),
      seconds(ours.lcp),
      seconds(ours.speedIndex),
      `${Math.round(ours.tbt)} ms`,
      ours.cls.toFixed(3),
      kilobytes(ours.transferBytes),
      kilobytes(ours.scriptBytes),
    ]),
  );
  const againstStripped = markdownTable(
    'Page | LCP | LCP stripped | LCP ratio | TBT | TBT stripped | Transfer | Transfer stripped | Transfer ratio',
    results.map(({ path, ours, stripped }) => [
      path,
      seconds(ours.lcp),
      seconds(stripped.lcp),
      ratio(ours.lcp, stripped.lcp).toFixed(2),
      `${Math.round(ours.tbt)} ms`,
      `${Math.round(stripped.tbt)} ms`,
      kilobytes(ours.transferBytes),
      kilobytes(stripped.transferBytes),
      ratio(ours.transferBytes, stripped.transferBytes).toFixed(2),
    ]),
  );
  return `${lighthouse}\n\nAgainst the stripped page (same HTML, no CSS or JavaScript):\n\n${againstStripped}`;
}
