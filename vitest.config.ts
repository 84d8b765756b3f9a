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
    // The floor (issue 28): every figure is what the suite measured, rounded down, so a change
    // that drops coverage fails `npm run test:coverage` until it brings its tests.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'tools/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
      reporter: ['text-summary'],
      reportOnFailure: true,
      // Measured 2026-11-26 over src/** and tools/** (statements 77.21, branches 72.41, functions
      // 70.46, lines 77.23), with 100 tests failing on main at the time.
      thresholds: { lines: 77, functions: 70, branches: 72, statements: 77 },
    },
  },
});
