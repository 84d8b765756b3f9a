import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { builtPages } from '../tools/built-pages';
import { regularPages } from './support/helpers';

test.describe('with the CDN headers applied', () => {
  for (const path of [...regularPages, '/missing-page']) {
    test(`${path} breaks no Content-Security-Policy rule and stays on its origin`, async ({
      page,
      baseURL,
    }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
          foreign.push(request.url());
      });
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
        });
      });
      const response = await page.goto(path);
      const policy = response!.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("require-trusted-types-for 'script'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // Exercise the islands: switching theme and raising a toast inject styles at run time.
      await page.getByLabel('Theme').selectOption('dark');
      if (path === '/support') {
        await page.getByRole('button', { name: 'Copy email address' }).click();
        // The toast shows once the island runtime, React and sonner (with its stylesheet) are in.
        await expect(page.locator('[data-sonner-toast]')).toBeVisible();
      }
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        ),
      ).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});

/**
 * The markup before `<body>`: everything that can end up in <head>. A parser puts an element
 * met after `</head>` but before `<body>` into <head> too, and nothing after `<body>`, so parsing
 * this much builds the same <head> as parsing the whole page, without the long legal texts: a
 * full parse of every page took over 90 s on a busy machine.
 */
function beforeBody(html: string): string {
  const body = html.search(/<body[\s>]/i);
  return body === -1 ? html : html.slice(0, body);
}

test('each page states its policy in <head> before any script, style or link', async () => {
  // Sixty pages' heads: a few seconds, more on a busy machine.
  test.setTimeout(60_000);
  for (const { path, file } of await builtPages()) {
    const html = beforeBody(await readFile(file, 'utf8'));
    const head = [...new JSDOM(html).window.document.head.children];
    const policy = head.findIndex((element) =>
      element.matches('meta[http-equiv="content-security-policy"]'),
    );
    const firstResource = head.findIndex((element) => element.matches('script, style, link'));
    expect(policy, path).toBeGreaterThan(-1);
    expect(head[policy]!.getAttribute('content'), path).toContain(
      "require-trusted-types-for 'script'",
    );
    expect(
      policy,
      `${path}: the policy comes after <${head[firstResource]?.localName}>`,
    ).toBeLessThan(firstResource);
  }
});
