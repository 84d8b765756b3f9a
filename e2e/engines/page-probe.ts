/**
 * What the cross-engine tests need to see from a page's first moment: errors, policy violations
 * and what its first frame shows. Playwright and Puppeteer could add such a script before the page
 * runs, but classic WebDriver (WebKit) cannot, nor read the console; so the page is served with
 * this probe as its first script (see probing-proxy.ts), the same in every engine.
 */
export interface ProbeReport {
  /** `console.error` calls, uncaught errors and unhandled rejections, in order. */
  errors: string[];
  /** Content-Security-Policy and Trusted Types violations. */
  violations: string[];
  /** What the first animation frame, which comes before the first paint, found. */
  firstFrame: { theme: string; background: string } | null;
}

/** Runs in the page, first thing in <head>. */
export function probe(): void {
  const report: ProbeReport = { errors: [], violations: [], firstFrame: null };
  Object.defineProperty(window, '__probe', { value: report });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    report.errors.push(args.map(String).join(' '));
    consoleError(...args);
  };
  addEventListener('error', (event) => report.errors.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    report.errors.push(`unhandled rejection: ${String(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    report.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim()),
  );
  const record = () => {
    if (!document.body) {
      requestAnimationFrame(record);
      return;
    }
    report.firstFrame = {
      theme: document.documentElement.className,
      background: getComputedStyle(document.body).backgroundColor,
    };
  };
  requestAnimationFrame(record);
}

/** Read in the page: the probe's report so far. */
export function probeReport(): ProbeReport {
  return (window as unknown as { __probe: ProbeReport }).__probe;
}
