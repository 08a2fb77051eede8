// What `npm run test:mutation` runs for each mutant of formats/ and the check generator: the
// tests that exercise those sources directly, in this process.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/formats-differential.test.ts", "test/check-code.test.ts", "test/page-issues.test.ts", "test/vocabulary/*.test.ts"],
    typecheck: { enabled: false },
  },
});
