/**
 * What a built page costs a visitor, from its files alone (deterministic, unlike a browser run):
 * the bytes needed before the first paint, the requests that hold the paint back, the JavaScript
 * that runs or is fetched while the page loads, and the island bundles that wait for a visitor to
 * use an island. Sizes are gzip at the default level, as CDNs serve.
 */
import { gzip } from 'pako';
import { JSDOM } from 'jsdom';
import { kilobytes } from '../../tools/kilobytes.ts';

/** Reads a built file by URL path (`/_astro/x.js`); `undefined` when the build has none. */
export type AssetReader = (urlPath: string) => Buffer | undefined;

export interface Scripts {
  /** Script files, imports included, each once. */
  files: string[];
  /** gzip bytes of those files, plus each inline script's on its own. */
  bytes: number;
}

export interface PageWeight {
  /** gzip bytes of the HTML plus every stylesheet it waits for. */
  firstRenderBytes: number;
  /** Requests the browser must finish before it may paint: stylesheets and classic scripts. */
  renderBlocking: string[];
  /** What runs or is fetched before any interaction: inline scripts, module scripts and their imports. */
  loadScripts: Scripts & { inline: number };
  /** What the islands fetch when they hydrate, beyond what the page has already loaded. */
  islandScripts: Scripts;
}

/**
 * gzip bytes at zlib's default level, from pako, zlib's deflate ported to JavaScript: Node's own
 * zlib picks its match-finding hash by the CPU's instruction set, so the same file can gzip to a
 * few bytes more or less on another machine, and the figures of docs/performance.md, which CI
 * compares with the build's, would drift with the machine.
 */
export function gzipSize(data: string | Buffer): number {
  return gzip(data).length;
}

/** Module specifiers in built code: `from"./a.js"`, `import"./b.js"`, `import("./c.js")`. */
const importPattern = /\b(?:from|import)\s*\(?\s*["']((?:\.{1,2}\/|\/)[^"'\s]+)["']/g;

/** Astro island attributes that name modules the island loads when it hydrates. */
const islandModuleAttributes = ['component-url', 'renderer-url', 'before-hydration-url'];

/** Inline scripts that are JavaScript (not JSON-LD, import maps or templates). */
const inlineScripts =
  'script:not([src]):not([type]), script:not([src])[type="module"], script:not([src])[type="text/javascript"]';

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
  return [...code.matchAll(importPattern)].map(([, specifier]) =>
    resolvePath(specifier!, fromPath),
  );
}

/** Every file reachable from `entries` by imports, static and dynamic, each once. */
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

function attributeValues(
  document: Document,
  selector: string,
  name: string,
  pagePath: string,
): string[] {
  return [...document.querySelectorAll(selector)]
    .map((element) => element.getAttribute(name))
    .filter((url) => url !== null)
    .map((url) => resolvePath(url, pagePath));
}

function isRenderBlocking(element: Element): boolean {
  if (element.localName === 'script') {
    return (
      !element.hasAttribute('async') &&
      !element.hasAttribute('defer') &&
      element.getAttribute('type') !== 'module'
    );
  }
  const media = element.getAttribute('media') ?? 'all';
  return !element.hasAttribute('disabled') && !/^\s*(print|not all)\s*$/i.test(media);
}

/**
 * The page as any checkout builds it: Astro names each island by a hash that includes the
 * component's absolute path on the build machine (`uid="Z1jtxN5"`, 6 or 7 characters), so the
 * same site built in another folder differs there alone. Every uid is measured as 7 characters.
 */
const withoutBuildPaths = (html: string) => html.replace(/ uid="[^"]*"/g, ' uid="0000000"');

export function measurePage(
  builtHtml: string,
  pagePath: string,
  readAsset: AssetReader,
): PageWeight {
  const html = withoutBuildPaths(builtHtml);
  const { document } = new JSDOM(html).window;
  const blocking = [
    ...document.querySelectorAll('link[rel~="stylesheet"][href], script[src]'),
  ].filter(isRenderBlocking);
  const renderBlocking = blocking.map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src')!,
  );
  const stylesheetPaths = blocking
    .filter((element) => element.localName === 'link')
    .map((link) => resolvePath(link.getAttribute('href')!, pagePath));
  const bytesOf = (paths: string[]) =>
    paths.reduce((sum, path) => sum + gzipSize(read(readAsset, path)), 0);

  const inline = [...document.querySelectorAll(inlineScripts)].map(
    (script) => script.textContent ?? '',
  );
  const loadFiles = withImports(
    [
      ...attributeValues(document, 'script[src]', 'src', pagePath),
      ...attributeValues(document, 'link[rel~="modulepreload"][href]', 'href', pagePath),
      ...inline.flatMap((code) => importsOf(code, pagePath)),
    ],
    readAsset,
  );
  const islandEntries = islandModuleAttributes.flatMap((name) =>
    attributeValues(document, `astro-island[${name}]`, name, pagePath),
  );
  const islandFiles = withImports(islandEntries, readAsset).filter(
    (path) => !loadFiles.includes(path),
  );

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

/** Every way the page exceeds its budget, in words; empty when it keeps to it. */
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

/** One line per page for the test log: sizes next to budgets. */
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
