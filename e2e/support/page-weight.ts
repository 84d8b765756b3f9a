// What a built page costs a visitor, from its files alone: deterministic, unlike a browser run.
import { gzip } from 'pako';
import { JSDOM } from 'jsdom';
import { kilobytes } from '../../tools/kilobytes.ts';

/** By URL path (`/_astro/x.js`); `undefined` when the build has no such file. */
export type AssetReader = (urlPath: string) => Buffer | undefined;

interface Scripts {
  /** Imports included, each once. */
  files: string[];
  /** gzip bytes of the files, plus each inline script's on its own. */
  bytes: number;
}

export interface PageWeight {
  /** The HTML plus every stylesheet it waits for. */
  firstRenderBytes: number;
  renderBlocking: string[];
  /** Inline scripts, module scripts and their imports. */
  loadScripts: Scripts & { inline: number };
  /** Fetched when the islands hydrate, beyond what the page has loaded. */
  islandScripts: Scripts;
}

/** pako, not Node's zlib, whose output varies with the CPU: docs/performance.md must not drift. */
export function gzipSize(data: string | Buffer): number {
  return gzip(data).length;
}

/** Module specifiers in built code: `from"./a.js"`, `import"./b.js"`, `import("./c.js")`. */
const importPattern = /\b(?:from|import)\s*\(?\s*["']((?:\.{1,2}\/|\/)[^"'\s]+)["']/g;
/** What an island fetches when it is used: Astro's island runtime, the component, its renderer. */
export const islandModuleAttributes = [
  'runtime-url',
  'component-url',
  'renderer-url',
  'before-hydration-url',
];
/** Not JSON-LD, import maps or templates. */
const inlineScripts =
  'script:not([src]):not([type]), script:not([src])[type="module"], script:not([src])[type="text/javascript"]';

function read(readAsset: AssetReader, urlPath: string): Buffer {
  const content = readAsset(urlPath);
  if (!content) throw new Error(`${urlPath} is referenced but not in the build`);
  return content;
}

const resolvePath = (reference: string, basePath: string) =>
  new URL(reference, `http://site${basePath}`).pathname;
const importsOf = (code: string, fromPath: string) =>
  [...code.matchAll(importPattern)].map(([, specifier]) => resolvePath(specifier!, fromPath));

function withImports(entries: string[], readAsset: AssetReader): string[] {
  const pending = [...entries];
  const seen = new Set<string>();
  for (let path = pending.shift(); path !== undefined; path = pending.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    pending.push(...importsOf(read(readAsset, path).toString('utf8'), path));
  }
  return [...seen];
}

function isRenderBlocking(element: Element): boolean {
  const has = (name: string) => element.hasAttribute(name);
  if (element.localName === 'script')
    return !has('async') && !has('defer') && element.getAttribute('type') !== 'module';
  const media = element.getAttribute('media') ?? 'all';
  return !has('disabled') && !/^\s*(print|not all)\s*$/i.test(media);
}

/** An island's uid hashes the build machine's path (6 or 7 characters): measure every one as 7. */
const withoutBuildPaths = (html: string) => html.replace(/ uid="[^"]*"/g, ' uid="0000000"');

export function measurePage(built: string, pagePath: string, readAsset: AssetReader): PageWeight {
  const html = withoutBuildPaths(built);
  const { document } = new JSDOM(html).window;
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  // Each selector requires the attribute it reads.
  const urls = (selector: string, name: string) =>
    all(selector).map((element) => resolvePath(element.getAttribute(name)!, pagePath));
  const blocking = all('link[rel~="stylesheet"][href], script[src]').filter(isRenderBlocking);
  const renderBlocking = blocking.map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src')!,
  );
  const stylesheetPaths = blocking
    .filter((element) => element.localName === 'link')
    .map((link) => resolvePath(link.getAttribute('href')!, pagePath));
  const bytesOf = (paths: string[]) =>
    paths.reduce((sum, path) => sum + gzipSize(read(readAsset, path)), 0);
  const inline = all(inlineScripts).map((script) => script.textContent ?? '');
  const loadFiles = withImports(
    [
      ...urls('script[src]', 'src'),
      ...urls('link[rel~="modulepreload"][href]', 'href'),
      ...inline.flatMap((code) => importsOf(code, pagePath)),
    ],
    readAsset,
  );
  const islandFiles = withImports(
    islandModuleAttributes.flatMap((name) => urls(`astro-island[${name}]`, name)),
    readAsset,
  ).filter((path) => !loadFiles.includes(path));
  return {
    firstRenderBytes: gzipSize(html) + bytesOf(stylesheetPaths),
    renderBlocking,
    loadScripts: {
      files: loadFiles,
      inline: inline.length,
      bytes: bytesOf(loadFiles) + inline.reduce((sum, code) => sum + gzipSize(code), 0),
    },
    islandScripts: { files: islandFiles, bytes: bytesOf(islandFiles) },
  };
}

export interface Budget {
  firstRenderBytes: number;
  loadScriptBytes: number;
  islandScriptBytes: number;
}

export function budgetOverruns(weight: PageWeight, budget: Budget): string[] {
  const overruns: string[] = [];
  const over = (label: string, bytes: number, limit: number) => {
    if (bytes > limit) overruns.push(`${label} is ${kilobytes(bytes)}, over ${kilobytes(limit)}`);
  };
  over('HTML + render CSS', weight.firstRenderBytes, budget.firstRenderBytes);
  over('JavaScript before interaction', weight.loadScripts.bytes, budget.loadScriptBytes);
  over('Island JavaScript', weight.islandScripts.bytes, budget.islandScriptBytes);
  overruns.push(...weight.renderBlocking.map((url) => `${url} blocks rendering`));
  return overruns;
}

export function formatWeight(path: string, weight: PageWeight, budget: Budget): string {
  const { loadScripts, islandScripts } = weight;
  return [
    path.padEnd(24),
    `first render ${kilobytes(weight.firstRenderBytes)} / ${kilobytes(budget.firstRenderBytes)}`,
    `JS before interaction ${kilobytes(loadScripts.bytes)} / ${kilobytes(budget.loadScriptBytes)} (${loadScripts.inline} inline, ${loadScripts.files.length} files)`,
    `islands on use ${kilobytes(islandScripts.bytes)} / ${kilobytes(budget.islandScriptBytes)} in ${islandScripts.files.length} files`,
    `render-blocking ${weight.renderBlocking.length}`,
  ].join('  ');
}
