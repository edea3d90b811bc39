import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most tests read a copy of the whole demo pack (about 350 files in 16 languages): a second or two
    // each, more on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
