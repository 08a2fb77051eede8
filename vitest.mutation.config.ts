// What `npm run test:mutation` runs for each mutant: the tests that exercise the mutated sources
// (formats/, the check generator, runtime/, and src/'s pagination, issues, wire view, two
// engines, diff and CLI reporters) directly, in this process.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/formats-differential.test.ts",
      "test/check-code.test.ts",
      "test/page-issues.test.ts",
      "test/vocabulary/*.test.ts",
      "test/pagination.test.ts",
      "test/errors.test.ts",
      "test/limits.test.ts",
      "test/non-json-values.test.ts",
      "test/own-properties.test.ts",
      "test/two-engines.test.ts",
      "test/diff/realistic-edits.test.ts",
      "test/diff/annotations-below.test.ts",
      "test/diff/references.test.ts",
      "test/diff/renames.test.ts",
      "test/diff/value-differential.test.ts",
      "test/diff/reference-fixtures.test.ts",
      "test/diff/pattern-lengths.test.ts",
      "test/diff/document-shape.test.ts",
      "test/diff/version-policy.test.ts",
      "test/diff/allow-list.test.ts",
      "test/diff/schema-meaning.test.ts",
      "test/diff/walk.test.ts",
      "test/diff/judges.test.ts",
      "test/diff/set-differential.test.ts",
      "test/runtime/check-helpers.test.ts",
      "test/cli/diff.test.ts",
      "test/cli/diff-formats.test.ts",
      "test/cli/diff-hostile.test.ts",
      "test/cli/diff-allow-file.test.ts",
      "test/cli/formats.test.ts",
      "test/cli/validate.test.ts",
      "test/cli/escape.test.ts",
      "test/cli/help.test.ts",
      "test/cli/inputs.test.ts",
      "test/cli/lines.test.ts",
      "test/cli/progress.test.ts",
      "test/bad-input.test.ts",
      "test/unknown-properties.test.ts",
    ],
    globalSetup: ["test/setup/temporary-folder.ts"],
    // The set differential runs once for each mutant it covers (all of diff): 40 edits, not 300.
    env: { CONTRACT_EDITS: "40" },
    typecheck: { enabled: false },
  },
});
