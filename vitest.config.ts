import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The package tier: the packed tarball in real projects, the generator run whole, the README's
 * code and sizes against the package, the change table's files checked in copies of the repository.
 * Minutes of npm, tsc and bundlers.
 */
const PACKAGE_TIER = [
  "test/architecture/change-table.test.ts",
  "test/consumers/**/*.test.ts",
  "test/generate.test.ts",
  "test/package.test.ts",
  "test/readme-code.test.ts",
  "test/readme-links.test.ts",
  "test/readme-sizes.test.ts",
];

/**
 * The limits tier: the built CLI and mock held to their bounds (gigabytes of input, a pipe
 * nobody writes to, thousands of pipelined requests, worker threads, documents of tens of
 * megabytes). Seconds a test by nature, most of them waiting.
 */
const LIMITS_TIER = ["test/cli/input-bounds.test.ts", "test/cli/jobs.test.ts", "test/cli/diff-bounds.test.ts", "test/mock/abuse.test.ts"];

/**
 * How long a test or hook of each tier may take before it counts as hung: sized for a machine four
 * times slower than two idle cores, or one as loaded, so that only a change of behaviour fails a
 * test. How fast things are is `npm run bench*`'s to measure (D19), never a test's.
 */
const UNIT_TIMEOUT = 120_000;
const PACKAGE_TIMEOUT = 15 * 60_000;
const LIMITS_TIMEOUT = 5 * 60_000;

export default defineConfig({
  test: {
    globalSetup: ["test/setup/temporary-folder.ts"],
    // Every project's fast-check properties: a failing one stops shrinking in seconds (test/setup/fast-check.ts).
    setupFiles: ["test/setup/fast-check.ts"],
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
          exclude: [...configDefaults.exclude, "test/docs/**", "test/browser/**", ...PACKAGE_TIER, ...LIMITS_TIER],
          // The files of a worker share one module graph: the package, fast-check and the
          // reference validators are imported once a worker, not once a file, a third of this
          // tier's time. The tests restore what they change (timers, a polluted prototype).
          isolate: false,
          testTimeout: UNIT_TIMEOUT,
          hookTimeout: UNIT_TIMEOUT,
          typecheck: {
            enabled: true,
            include: ["test/**/*.test-d.ts"],
            tsconfig: "./tsconfig.json",
          },
        },
      },
      // The package packed once for all its tests (test/setup/packed-package.ts).
      {
        extends: true,
        test: {
          name: "package",
          include: PACKAGE_TIER,
          globalSetup: ["test/setup/temporary-folder.ts", "test/setup/packed-package.ts"],
          testTimeout: PACKAGE_TIMEOUT,
          hookTimeout: PACKAGE_TIMEOUT,
        },
      },
      { extends: true, test: { name: "limits", include: LIMITS_TIER, testTimeout: LIMITS_TIMEOUT, hookTimeout: LIMITS_TIMEOUT } },
    ],
  },
});
