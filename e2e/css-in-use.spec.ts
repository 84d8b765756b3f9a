/**
 * Each page carries only the CSS its template uses: every rule of a page's stylesheets that names
 * a class applies to some element of some built page carrying the same stylesheet, in some state
 * a visitor brings about (hovered, focused, either theme, without JavaScript). A stylesheet is a
 * template's (`src/styles/templates/`), so a rule no page of it uses is a file the template scans
 * and does not render, or a rule left behind.
 *
 * Two kinds of rule may go unused, each for its reason: the classes of what renders only in a
 * preview build or once an island has rendered (PreviewBanner.astro, `src/islands/`), and the
 * elements a legal text may hold though none does yet (text-elements.css). The element resets
 * (`preflight.css`) are the same on every page and are not held to it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/built-site';
import { builtPages } from '../tools/built-pages';
import { servedAt } from './support/helpers';
import {
  mayGoUnused,
  namesAClass,
  selectorsOf,
  staticSelector,
  type SheetRule,
} from './support/css-rules';

/** Files whose elements no built page shows as it loads: a preview build's, an island's. */
const shownLater = [
  'src/components/PreviewBanner.astro',
  ...readdirSync('src/islands')
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => join('src/islands', file)),
];
const laterClasses = new Set(
  shownLater.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bclass(?:Name)?="([^"]*)"/g)].flatMap(([, names]) =>
      names!.split(/\s+/).filter(Boolean),
    ),
  ),
);
/** Tailwind escapes a class's `:`, `[`, `.` and the rest in its selector. */
const classesIn = (selector: string) =>
  [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, '$1'));
const shownLaterOnly = (rule: SheetRule) =>
  selectorsOf(rule.selectorText).every((selector) =>
    classesIn(selector).some((name) => laterClasses.has(name)),
  );

interface PageSheet {
  text: string;
  rules: SheetRule[];
}

/** Every style rule of the page's inline stylesheets, with the layers it sits in. */
function pageSheets(): PageSheet[] {
  const walk = (rules: CSSRuleList, layers: string[], into: SheetRule[]): SheetRule[] => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) into.push({ selectorText: rule.selectorText, layers });
      else if (rule instanceof CSSLayerBlockRule)
        walk(rule.cssRules, [...layers, ...rule.name.split('.')], into);
      else if (rule instanceof CSSGroupingRule) walk(rule.cssRules, layers, into);
    }
    return into;
  };
  return [...document.styleSheets].map((sheet) => ({
    text: sheet.ownerNode?.textContent ?? '',
    rules: walk(sheet.cssRules, [], []),
  }));
}

test('every rule of a page template’s CSS applies on some page that carries it', async ({
  page,
  builtSite,
}) => {
  test.setTimeout(120_000);
  const sheets = new Map<string, { pages: string[]; rules: SheetRule[]; used: Set<number> }>();
  for (const { path } of await builtPages(builtSite)) {
    await page.goto(servedAt(path));
    for (const { text, rules } of await page.evaluate(pageSheets)) {
      const key = createHash('sha256').update(text).digest('hex');
      const sheet = sheets.get(key) ?? { pages: [], rules, used: new Set<number>() };
      sheets.set(key, sheet);
      sheet.pages.push(path);
      const selectors = rules.map((rule) => selectorsOf(rule.selectorText).map(staticSelector));
      const applies = await page.evaluate(
        (lists) => lists.map((list) => list.some((selector) => !!document.querySelector(selector))),
        selectors,
      );
      applies.forEach((used, index) => used && sheet.used.add(index));
    }
  }
  const unused = [...sheets.values()].flatMap(({ pages, rules, used }) =>
    rules
      .filter((rule, index) => !used.has(index) && namesAClass(rule))
      .filter((rule) => !mayGoUnused(rule) && !shownLaterOnly(rule))
      .map((rule) => `${rule.selectorText} (the CSS of ${pages[0]} and ${pages.length - 1} more)`),
  );
  expect(sheets.size, 'no page carries a stylesheet').toBeGreaterThan(0);
  expect(
    unused,
    'rules no page carrying them uses: scan fewer files (@source) or drop them',
  ).toEqual([]);
});
