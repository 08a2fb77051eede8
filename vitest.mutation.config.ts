// What `npm run test:mutation` runs for each mutant: the tests that exercise the mutated sources
// (formats/ with the date-time instant, the check generator, runtime/'s helpers of the checks and
// the codecs, and src/'s pagination and its rules, pages over HTTP, field errors, JSON Schema
// targets, issues, wire view, two engines, diff and CLI reporters) directly, in this process.
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/formats-differential.test.ts",
      "test/date-time-instant.test.ts",
      "test/check-code.test.ts",
      "test/page-issues.test.ts",
      "test/vocabulary/*.test.ts",
      "test/pagination.test.ts",
      "test/pagination-checks.test.ts",
      "test/json-schema-targets.test.ts",
      "test/http-pages.test.ts",
      "test/field-errors.test.ts",
      "test/standard-schema.test.ts",
      "test/probe/probe.test.ts",
      "test/errors.test.ts",
      "test/issues.test.ts",
      "test/wire-view.test.ts",
      "test/limits.test.ts",
      "test/non-json-values.test.ts",
      "test/own-properties.test.ts",
      "test/two-engines.test.ts",
      // Every test of diff and of its command, so that a new one counts without being listed here.
      "test/diff/*.test.ts",
      "test/cli/diff*.test.ts",
      "test/runtime/*.test.ts",
      "test/cli/annotations-and-positions.test.ts",
      "test/cli/validate.test.ts",
      "test/cli/escape.test.ts",
      "test/cli/help.test.ts",
      "test/cli/reports.test.ts",
      "test/cli/reporters.test.ts",
      "test/cli/inputs.test.ts",
      "test/cli/lines.test.ts",
      "test/cli/progress.test.ts",
      "test/bad-input.test.ts",
      "test/unknown-properties.test.ts",
    ],
    // Left out: the document size bounds (tens of megabytes a run) and git repositories made per test, too slow to run per mutant.
    exclude: [...configDefaults.exclude, "test/cli/diff-bounds.test.ts", "test/cli/diff-against-elsewhere.test.ts"],
    globalSetup: ["test/setup/temporary-folder.ts"],
    // A mutant that fails a property stops its shrinking in seconds, within Stryker's timeoutMS (test/setup/fast-check.ts).
    setupFiles: ["test/setup/fast-check.ts"],
    // Each generated test runs once for each mutant it covers: a fifth of its usual cases (test/depth.ts).
    env: { CONTRACT_DEPTH: "quick" },
    typecheck: { enabled: false },
    // Modules shared by the files of a run, as in the unit tier: a mutant is switched on at run time, so
    // nothing needs importing again, and a run pays its imports once, not once per file.
    isolate: false,
  },
});
