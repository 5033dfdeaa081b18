import { defineConfig } from 'vitest/config';

// No test asserts how long anything takes (speed is measured by `npm run bench`), so a test is
// given time enough on a slow or busy machine: a limit of vitest's default 5 s failed tests that
// solve tables or start worker threads whenever the machine was loaded, though nothing was wrong.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
