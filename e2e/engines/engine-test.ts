/** Each project names an engine; each worker launches it once, behind the probing proxy. */
import { expect, test as base } from '@playwright/test';
import { launchChromium } from './chromium-engine';
import type { EngineName, EnginePage } from './engine-page';
import { launchFirefox } from './firefox-engine';
import { probeReport, type ProbeReport } from './page-probe';
import { startProbingProxy, type ProbingProxy } from './probing-proxy';
import { launchWebKit } from './webkit-engine';

const launchers = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit };
export type EngineOptions = { engine: EngineName; siteOrigin: string };

export class Site {
  constructor(
    readonly page: EnginePage,
    private readonly proxy: ProbingProxy,
  ) {}

  private visited = { path: '', responses: [] as Array<{ path: string; status: number }> };

  /** The status the document was served with. */
  async visit(path: string): Promise<number | undefined> {
    this.proxy.takeResponses();
    await this.page.goto(`${this.proxy.origin}${path}`);
    this.visited = { path, responses: this.proxy.takeResponses() };
    return this.visited.responses.find((response) => response.path === path)?.status;
  }

  /** The page's own failed requests since the visit, the document aside. */
  failedRequests(): string[] {
    this.visited.responses.push(...this.proxy.takeResponses());
    return this.visited.responses
      .filter(({ path, status }) => status >= 400 && path !== this.visited.path)
      .map(({ path, status }) => `${status} ${path}`);
  }

  report(): Promise<ProbeReport> {
    return this.page.evaluate(probeReport);
  }

  async until<A extends unknown[]>(
    description: string,
    check: (...args: A) => boolean,
    ...args: A
  ): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(check, ...args), { message: description, timeout: 10_000 })
      .toBe(true);
  }

  async storeTheme(choice: 'light' | 'dark' | undefined): Promise<void> {
    await this.page.evaluate(
      (value) => (value ? localStorage.setItem('theme', value) : localStorage.clear()),
      choice,
    );
  }
}

/** Listed in the run's summary (engine-summary.reporter.ts). */
export function cannot(what: string): void {
  test.info().annotations.push({ type: 'cannot', description: what });
}

export const test = base.extend<
  { site: Site },
  EngineOptions & { enginePage: EnginePage; probingProxy: ProbingProxy }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  siteOrigin: ['http://localhost:4321', { option: true, scope: 'worker' }],
  probingProxy: [
    async ({ siteOrigin }, use) => {
      const proxy = await startProbingProxy(siteOrigin);
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  enginePage: [
    async ({ engine }, use) => {
      const page = await launchers[engine]();
      await use(page);
      await page.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  site: async ({ enginePage, probingProxy }, use) => {
    await enginePage.setViewport(1280, 800);
    await use(new Site(enginePage, probingProxy));
  },
});

export { expect };
