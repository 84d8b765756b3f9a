/**
 * What a built page costs a visitor, from its files alone (deterministic, unlike a browser run):
 * the bytes needed before the first paint, the requests that hold the paint back, and the
 * JavaScript it loads, imports included. Sizes are gzip at the default level, as CDNs serve.
 */
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

/** Reads a built file by URL path (`/_astro/x.js`); `undefined` when the build has none. */
export type AssetReader = (urlPath: string) => Buffer | undefined;

export interface PageWeight {
  /** gzip bytes of the HTML plus every stylesheet it waits for. */
  firstRenderBytes: number;
  /** Requests the browser must finish before it may paint: stylesheets and classic scripts. */
  renderBlocking: string[];
  /** Every script file the page loads, its static and dynamic imports included. */
  scripts: string[];
  /** gzip bytes of those scripts. */
  scriptBytes: number;
}

export function gzipSize(data: string | Buffer): number {
  return gzipSync(data).length;
}

/** Module specifiers in built code: `from"./a.js"`, `import"./b.js"`, `import("./c.js")`. */
const importPattern = /\b(?:from|import)\s*\(?\s*["']((?:\.{1,2}\/|\/)[^"'\s]+)["']/g;

/** Astro island attributes that name modules the island loads when it hydrates. */
const islandModuleAttributes = ['component-url', 'renderer-url', 'before-hydration-url'];

function read(readAsset: AssetReader, urlPath: string): Buffer {
  const content = readAsset(urlPath);
  if (!content) throw new Error(`${urlPath} is referenced but not in the build`);
  return content;
}

/** The path a reference made from `basePath` points at, as the browser resolves it. */
function resolvePath(reference: string, basePath: string): string {
  return new URL(reference, `http://site${basePath}`).pathname;
}

function importsOf(code: string, fromPath: string): string[] {
  return [...code.matchAll(importPattern)].map(([, specifier]) => resolvePath(specifier!, fromPath));
}

/** The script files reachable from the page's entry points, each once. */
function scriptGraph(document: Document, pagePath: string, readAsset: AssetReader): string[] {
  const attributes = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name)).filter((url) => url !== null);
  const pending = [
    ...attributes('script[src]', 'src'),
    ...attributes('link[rel~="modulepreload"][href]', 'href'),
    ...islandModuleAttributes.flatMap((name) => attributes(`astro-island[${name}]`, name)),
  ].map((url) => resolvePath(url, pagePath));
  for (const inline of document.querySelectorAll('script[type="module"]:not([src])')) {
    pending.push(...importsOf(inline.textContent ?? '', pagePath));
  }
  const seen = new Set<string>();
  for (let path = pending.shift(); path !== undefined; path = pending.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    pending.push(...importsOf(read(readAsset, path).toString('utf8'), path));
  }
  return [...seen];
}

function isRenderBlocking(element: Element): boolean {
  if (element.localName === 'script') {
    return !element.hasAttribute('async') && !element.hasAttribute('defer') && element.getAttribute('type') !== 'module';
  }
  const media = element.getAttribute('media') ?? 'all';
  return !element.hasAttribute('disabled') && !/^\s*(print|not all)\s*$/i.test(media);
}

export function measurePage(html: string, pagePath: string, readAsset: AssetReader): PageWeight {
  const { document } = new JSDOM(html).window;
  const blocking = [...document.querySelectorAll('link[rel~="stylesheet"][href], script[src]')].filter(isRenderBlocking);
  const renderBlocking = blocking.map((element) => element.getAttribute('href') ?? element.getAttribute('src')!);
  const stylesheetPaths = blocking
    .filter((element) => element.localName === 'link')
    .map((link) => resolvePath(link.getAttribute('href')!, pagePath));
  const scripts = scriptGraph(document, pagePath, readAsset);
  const bytesOf = (paths: string[]) => paths.reduce((sum, path) => sum + gzipSize(read(readAsset, path)), 0);
  return {
    firstRenderBytes: gzipSize(html) + bytesOf(stylesheetPaths),
    renderBlocking,
    scripts,
    scriptBytes: bytesOf(scripts),
  };
}

export interface Budget {
  firstRenderBytes: number;
  scriptBytes: number;
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Every way the page exceeds its budget, in words; empty when it keeps to it. */
export function budgetOverruns(weight: PageWeight, budget: Budget): string[] {
  const overruns: string[] = [];
  if (weight.firstRenderBytes > budget.firstRenderBytes) {
    overruns.push(`HTML + render CSS is ${kilobytes(weight.firstRenderBytes)}, over ${kilobytes(budget.firstRenderBytes)}`);
  }
  if (weight.scriptBytes > budget.scriptBytes) {
    overruns.push(`JavaScript is ${kilobytes(weight.scriptBytes)}, over ${kilobytes(budget.scriptBytes)}`);
  }
  overruns.push(...weight.renderBlocking.map((url) => `${url} blocks rendering`));
  return overruns;
}

/** One line per page for the test log: sizes next to budgets. */
export function formatWeight(path: string, weight: PageWeight, budget: Budget): string {
  return [
    path.padEnd(16),
    `first render ${kilobytes(weight.firstRenderBytes)} / ${kilobytes(budget.firstRenderBytes)}`,
    `JS ${kilobytes(weight.scriptBytes)} / ${kilobytes(budget.scriptBytes)} in ${weight.scripts.length} files`,
    `render-blocking ${weight.renderBlocking.length}`,
  ].join('  ');
}
