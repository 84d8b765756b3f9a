/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite pipeline, so component tests can render `.astro` files with the container API.
export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tools/**/*.test.ts',
      'e2e/support/**/*.test.ts',
      'e2e/engines/**/*.test.ts',
    ],
  },
});
