/**
 * The performance benchmark (`npm run bench`, which builds first): Lighthouse's default mobile
 * profile on every page of dist/, served as the CDN serves it, three runs each, against the same
 * page stripped of all CSS and JavaScript. Runs alternate (page, stripped, page, stripped…) so
 * that machine noise hits both alike. Prints the medians as Markdown, then every target missed.
 *
 * Usage: node tools/bench.ts [runs=3]
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startCdnRuntime } from './cdn-runtime.ts';
import { builtPages } from './built-pages.ts';
import { stripPage } from './bench/strip-page.ts';
import {
  formatReport,
  medianMetrics,
  targetMisses,
  type PageMetrics,
  type PageResult,
} from './bench/report.ts';
import { auditPage, launchChromium } from './bench/lighthouse-run.ts';

const distDir = 'dist';

/** A copy of the build whose pages are stripped; images, icons and `_headers` stay as they are. */
async function writeStrippedSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-stripped-'));
  await cp(distDir, dir, { recursive: true });
  for (const page of await builtPages(distDir)) {
    const target = join(dir, relative(distDir, page.file));
    await writeFile(target, stripPage(await readFile(page.file, 'utf8')));
  }
  return dir;
}

async function bench(runs: number): Promise<PageResult[]> {
  const strippedDir = await writeStrippedSite();
  // Any free ports, so a benchmark never collides with another checkout's servers.
  const servers = [await startCdnRuntime(distDir), await startCdnRuntime(strippedDir)];
  const [oursSite, strippedSite] = servers.map((server) => server.origin);
  const chrome = await launchChromium();
  try {
    const results: PageResult[] = [];
    for (const { path } of await builtPages(distDir)) {
      const ours: PageMetrics[] = [];
      const stripped: PageMetrics[] = [];
      for (let run = 1; run <= runs; run += 1) {
        console.error(`${path}: run ${run} of ${runs}`);
        ours.push(await auditPage(`${oursSite}${path}`, chrome));
        stripped.push(await auditPage(`${strippedSite}${path}`, chrome));
      }
      results.push({ path, ours: medianMetrics(ours), stripped: medianMetrics(stripped) });
    }
    return results;
  } finally {
    chrome.kill();
    await Promise.all(servers.map((server) => server.stop()));
    await rm(strippedDir, { recursive: true, force: true });
  }
}

const runs = Number(process.argv[2] ?? 3);
const results = await bench(runs);
console.log(`Lighthouse (default mobile profile), median of ${runs} runs per page.\n`);
console.log(formatReport(results));
const misses = results.flatMap(targetMisses);
console.log(
  misses.length
    ? `\nTargets missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`
    : '\nEvery target met.',
);
