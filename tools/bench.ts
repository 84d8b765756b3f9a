// `node tools/bench.ts [runs=3] [path …]`: Lighthouse on each page of dist/ and on the page
// stripped of CSS and JavaScript, alternating so machine noise hits both alike.
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

async function writeStrippedSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-stripped-'));
  await cp(distDir, dir, { recursive: true });
  for (const page of await builtPages(distDir)) {
    const target = join(dir, relative(distDir, page.file));
    await writeFile(target, stripPage(await readFile(page.file, 'utf8')));
  }
  return dir;
}

async function pagesToMeasure(paths: readonly string[]): Promise<string[]> {
  const built = (await builtPages(distDir)).map(({ path }) => path);
  const unknown = paths.filter((path) => !built.includes(path));
  if (unknown.length) throw new Error(`No page of ${distDir}/ is at ${unknown.join(', ')}.`);
  return paths.length ? built.filter((path) => paths.includes(path)) : built;
}

async function bench(runs: number, paths: readonly string[]): Promise<PageResult[]> {
  const pages = await pagesToMeasure(paths);
  const strippedDir = await writeStrippedSite();
  // Any free ports: another checkout's servers may be running.
  const servers = [await startCdnRuntime(distDir), await startCdnRuntime(strippedDir)];
  const [oursSite, strippedSite] = servers.map((server) => server.origin);
  const chrome = await launchChromium();
  try {
    const results: PageResult[] = [];
    for (const path of pages) {
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

const [runsArgument, ...paths] = process.argv.slice(2);
const runs = Number(runsArgument ?? 3);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(
    `The first argument is the number of runs a page (3 if none), not ${runsArgument}.`,
  );
const results = await bench(runs, paths);
console.log(`Lighthouse (default mobile profile), median of ${runs} runs per page.\n`);
console.log(formatReport(results));
const misses = results.flatMap(targetMisses);
console.log(
  misses.length
    ? `\nTargets missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`
    : '\nEvery target met.',
);
