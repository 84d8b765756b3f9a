// The first script of every page: classic WebDriver can neither inject one nor read the console.
export interface ProbeReport {
  errors: string[];
  violations: string[];
  /** Seen by the first animation frame, before the first paint. */
  firstFrame: { theme: string; background: string } | null;
}

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

export function probeReport(): ProbeReport {
  return (window as unknown as { __probe: ProbeReport }).__probe;
}
