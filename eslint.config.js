// Lint rules for the hand-written code (`npm run lint`): ESLint's and typescript-eslint's
// recommended sets, minus two that fight this code base on purpose, said below.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  // What tools write beside the code (the mutation run's sandbox and reports) is not the code.
  {
    ignores: [
      "dist/",
      "generated/",
      "node_modules/",
      "examples/**/dist/",
      "test/fixtures/",
      "test/vendor/",
      "bench/results/",
      "bench/.typia/",
      "bench/peers/typia-build/",
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Schemas are JSON of any shape: `any` is what they are typed as where a walk reads them.
      "@typescript-eslint/no-explicit-any": "off",
      // The escapes exist to find and replace control characters in what is printed.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
);
