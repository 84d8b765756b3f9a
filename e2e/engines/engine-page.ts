export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface EnginePage {
  readonly engine: EngineName;
  readonly version: string;
  /** Waits for the load event. */
  goto(url: string): Promise<void>;
  /** JSON arguments in, JSON result out. */
  evaluate<R, A extends unknown[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<Awaited<R>>;
  setViewport(width: number, height: number): Promise<void>;
  hover(selector: string): Promise<void>;
  click(selector: string): Promise<void>;
  pressTab(): Promise<void>;
  /** Print media until the next `goto`; an engine that cannot emulate it says how it stands in. */
  emulatePrint(): Promise<string | undefined>;
  /** `undefined` where the driver cannot read the console. */
  consoleErrors(): string[] | undefined;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

function applyPrintRulesOnScreen(): number {
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

/** Print media's stand-in: the page's own `@media print` rules made to apply on screen too. */
export async function standInForPrint(evaluate: (source: string) => Promise<unknown>) {
  await evaluate(callExpression(applyPrintRulesOnScreen, []));
  return "emulate print media through its driver: the page's own @media print rules were applied on screen instead";
}

/** A string, because every driver can evaluate one. */
export function callExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]) {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}
