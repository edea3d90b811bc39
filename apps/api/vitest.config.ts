import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite instances are heavy: a few files at a time on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        // The pure parts, tested beside their code: no database, no server, so they run once
        // (`vitest run --project unit` alone takes seconds).
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
      {
        // The suites on a real server: each runs on PGlite and on the PostgreSQL server (test/harness.ts).
        test: {
          name: 'api',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
