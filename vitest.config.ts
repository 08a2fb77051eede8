import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The package tier: the packed tarball in real projects, the generator run whole, the change
 * table made in copies of the repository. Minutes of npm, tsc and bundlers; `npm test` runs
 * them, `npm run test:unit` leaves them out for fast feedback on the machinery.
 */
const PACKAGE_TIER = ["test/architecture/change-table.test.ts", "test/consumers/**/*.test.ts", "test/generate.test.ts", "test/package.test.ts"];

export default defineConfig({
  test: {
    globalSetup: ["test/setup/temporary-folder.ts"],
    // One test file a core (Vitest's default leaves one core idle): most files wait on a child
    // process, a server or the disk as much as they compute.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          // The browser tests need Chromium: `npm run test:docs` runs them.
          exclude: [...configDefaults.exclude, "test/docs/**", "test/browser/**", ...PACKAGE_TIER],
          typecheck: {
            enabled: true,
            include: ["test/**/*.test-d.ts"],
            tsconfig: "./tsconfig.json",
          },
        },
      },
      { extends: true, test: { name: "package", include: PACKAGE_TIER } },
    ],
  },
});
