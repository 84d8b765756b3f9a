import type { Page } from '@playwright/test';

/** Every console error and uncaught page error, collected while the page is in use. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Every page a visitor can reach by a link, in footer order after the landing page. */
export const regularPages = ['/', '/privacy', '/terms', '/official-rules', '/support'] as const;

/** The sign-up URL of the second build, which checks where configured calls to action lead. */
export const TEST_SIGNUP_URL = 'https://join.pollfly.example/signup?from=site';
