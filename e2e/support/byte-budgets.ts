// Shared by the gate and docs/performance.md's tables, so the docs show what the gate checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../../tools/built-pages.ts';
import { measurePage, type AssetReader, type Budget, type PageWeight } from './page-weight.ts';
import { documentTextBytes } from './document-text.ts';
import { unlocalizedPath } from '../../src/i18n/page-language.ts';
import {
  parseHeadersFile,
  rulesFor,
  type HeaderRule,
} from '../../src/build/headers/headers-file.ts';

/** The first round trip: an initial TCP window of 10 segments of 1,460 bytes (RFC 6928). */
export const firstRoundTrip = 14_600;
/** The host's own headers (status line, type, encoding, ETag, cache status): 0.2 KB measured from Cloudflare's runtime, doubled for the headers a live host adds. */
const hostHeaderBytes = 400;
/** A page reached first, or from another page: its HTML and CSS, with the headers, in one round trip. */
const onePage = 'one round trip';
/** Budgeted as its text plus its own weight, so longer text can never hide heavier markup. */
export const legalDocument = 'legal document';
/** A legal page's first render beside its text: markup, CSS, scripts, contents list. */
export const legalPageWeight = 22_000;
/** The Terms, the longest, with their summaries: 17.3 KB in English, 19.8 KB in Spanish. */
export const legalDocumentText = 20_000;
const firstRenderBudgets: Record<string, typeof onePage | typeof legalDocument> = {
  '/': onePage,
  '/support': onePage,
  '/promotions': onePage,
  '/404': onePage,
  '/privacy': legalDocument,
  '/terms': legalDocument,
  '/official-rules': legalDocument,
  '/privacy/history': onePage,
  '/terms/history': onePage,
  '/official-rules/history': onePage,
};
/** The inline theme controller, the two hydration directives and the copy buttons' script. */
const loadScriptBudget = 2_500;
const islandScriptBudget = 85_000;

/** A document's versions and comparisons, and a programme's Promotion Terms, are legal text. */
function firstRenderBudgetOf(localized: string) {
  // The same budget in every language: Spanish runs longer, but within the same room.
  const path = unlocalizedPath(localized).path;
  return (
    firstRenderBudgets[path] ??
    (/\/history\/\d/.test(path) || path.startsWith('/promotions/') ? legalDocument : undefined)
  );
}

/** A page of legal text: a document, one of its versions or comparisons, or Promotion Terms. */
export const isLegalText = (path: string) => firstRenderBudgetOf(path) === legalDocument;

export interface MeasuredPage {
  path: string;
  /** `undefined` for a page with no budget yet (the gate fails on it). */
  kind: typeof onePage | typeof legalDocument | undefined;
  weight: PageWeight;
  /** The document text's bytes, on a legal document's page. */
  text: number | undefined;
  budget: Budget;
}

/** What a page's response headers take of its first round trip: `_headers`' rules and the host's. */
function responseHeaderBytes(rules: readonly HeaderRule[], path: string): number {
  const lines = rulesFor(rules, path).flatMap((rule) => Object.entries(rule.headers));
  return lines.reduce(
    (sum, [name, value]) => sum + `${name}: ${value}\r\n`.length,
    hostHeaderBytes,
  );
}

/** Rounded down to 0.1 KB, so the tables show a round figure. */
const roundTripBudget = (headerBytes: number) =>
  Math.floor((firstRoundTrip - headerBytes) / 100) * 100;

export async function measureBuiltSite(dir = 'dist'): Promise<MeasuredPage[]> {
  const headerRules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  const readBuilt: AssetReader = (urlPath) => {
    try {
      return readFileSync(join(dir, urlPath));
    } catch {
      return undefined;
    }
  };
  return (await builtPages(dir)).map(({ path, file }) => {
    const kind = firstRenderBudgetOf(path);
    const html = readFileSync(file, 'utf8');
    const text = kind === legalDocument ? documentTextBytes(html) : undefined;
    const firstRenderBytes =
      kind === onePage
        ? roundTripBudget(responseHeaderBytes(headerRules, path))
        : text === undefined
          ? 0
          : text + legalPageWeight;
    return {
      path,
      kind,
      weight: measurePage(html, path, readBuilt),
      text,
      budget: {
        firstRenderBytes,
        loadScriptBytes: loadScriptBudget,
        islandScriptBytes: islandScriptBudget,
      },
    };
  });
}
