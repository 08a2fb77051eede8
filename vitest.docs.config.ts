import { defineConfig } from "vitest/config";

// The tests that run in Debian's Chromium (the HTML reference, a Vite app on the packed
// package): `npm run test:docs`, which installs Chromium first when it can.
export default defineConfig({
  test: { include: ["test/docs/**/*.test.ts", "test/browser/**/*.test.ts"], globalSetup: ["test/setup/temporary-folder.ts", "test/setup/packed-package.ts"] },
});
