import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/setup/temporary-folder.ts"],
    // The browser tests need Chromium: `npm run test:docs` runs them.
    exclude: [...configDefaults.exclude, "test/docs/**", "test/browser/**"],
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
