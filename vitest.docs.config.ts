import { defineConfig } from "vitest/config";

// The tests that open the HTML reference in Debian's Chromium: `npm run test:docs`, which
// installs Chromium first when it can.
export default defineConfig({
  test: { include: ["test/docs/**/*.test.ts"] },
});
