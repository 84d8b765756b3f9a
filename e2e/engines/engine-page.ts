/**
 * What the cross-engine tests ask of a browser, whatever drives it: Playwright (Chromium),
 * Puppeteer over WebDriver BiDi (Firefox ESR) or classic WebDriver (WebKitGTK). One small
 * interface, so the specs are written once and run unchanged in every engine.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface EnginePage {
  readonly engine: EngineName;
  /** The engine's name and version, as the browser reports it. */
  readonly version: string;
  /** Opens a full URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs a function in the page with JSON arguments and returns its JSON result. */
  evaluate<R, A extends unknown[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<Awaited<R>>;
  setViewport(width: number, height: number): Promise<void>;
  /** Moves the pointer over the first element matching the selector. */
  hover(selector: string): Promise<void>;
  /** Clicks the first element matching the selector, as a pointer would. */
  click(selector: string): Promise<void>;
  /** Presses Tab once, as a keyboard user does. */
  pressTab(): Promise<void>;
  /** Applies print media to the page until the next `goto`. An engine that cannot emulate it answers what it cannot do and how it stands in. */
  emulatePrint(): Promise<string | undefined>;
  /** The console errors the engine itself reported, where its driver can read them; `undefined` where it cannot. */
  consoleErrors(): string[] | undefined;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How an engine without print emulation stands in for it: every `@media print` rule of the page's
 * own stylesheets is made to apply on screen too, so the page lays out with exactly the rules it
 * would print with (the page size aside).
 */
export function applyPrintRulesOnScreen(): number {
  let changed = 0;
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule && [...rule.media].includes('print')) {
        rule.media.appendMedium('screen');
        changed += 1;
      }
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  return changed;
}

export const PRINT_STAND_IN =
  "emulate print media through its driver: the page's own @media print rules were applied on screen instead";

/** The expression that calls `fn` with `args` in the page: every driver can evaluate a string. */
export function callExpression(
  fn: (...args: never[]) => unknown,
  args: readonly unknown[],
): string {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}
