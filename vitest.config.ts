import { defineConfig } from 'vitest/config'

// One runner for domain, server and web; Playwright specs in e2e/ are never picked up here.
export default defineConfig({
  test: {
    projects: [
      {
        // The property tests check thousands of generated cases each: pure computation that takes
        // 2 s on a quiet machine and past 12 s on a loaded 2-core one, with nothing to wait for.
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
      },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      // The repository's own checks (scripts/check-boundaries.mjs), on small trees they write.
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app in jsdom, with Testing Library and MSW answering /api (src/testing/).
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // A screen test renders, clicks and waits for answers: seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // `cap sync` of the native shell (apps/native): builds the web app in native mode first.
        test: { name: 'native', root: 'apps/native', include: ['*.test.ts'], testTimeout: 600_000 },
      },
    ],
  },
})
