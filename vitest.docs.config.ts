import { defineConfig } from "vitest/config";

// The tests that run in Debian's Chromium (the HTML reference, a Vite app on the packed
// package): `npm run test:docs`, which installs Chromium first when it can.
export default defineConfig({
  test: {
    include: ["test/docs/**/*.test.ts", "test/browser/**/*.test.ts"],
    globalSetup: ["test/setup/temporary-folder.ts", "test/setup/packed-package.ts"],
    setupFiles: ["test/setup/fast-check.ts"],
    // An install, a Vite build and Chromium's start, on a machine four times slower than two idle
    // cores: a test fails when behaviour changes, never because the machine is busy.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
