// The formats `survey-contract diff --format` prints, the first the default: a new one is a
// file beside this and one entry here (its reporter and its words in the help).
import { oneOf, option } from "../options.js";
import type { Output } from "../output.js";
import { diffGithubReporter } from "./diff-github.js";
import { diffJsonReporter } from "./diff-json.js";
import { diffJunitReporter } from "./diff-junit.js";
import { diffMarkdownReporter } from "./diff-markdown.js";
import type { DiffReporter } from "./diff-reporter.js";
import { diffTextReporter } from "./diff-text.js";

export const DIFF_FORMATS = {
  text: { reporter: diffTextReporter, help: "" },
  json: { reporter: diffJsonReporter, help: "" },
  github: { reporter: diffGithubReporter, help: "annotations" },
  junit: { reporter: diffJunitReporter, help: "a test case per change" },
  markdown: { reporter: diffMarkdownReporter, help: "a table for a release note or a review" },
} satisfies Record<string, { reporter: (out: Output) => DiffReporter; help: string }>;

export type DiffFormat = keyof typeof DIFF_FORMATS;

/** diff's `--format`: the formats above, their help from the table. */
export const DIFF_FORMAT_OPTION = option({
  flag: "format",
  type: "string",
  value: "FORMAT",
  help: () => Object.entries(DIFF_FORMATS).map(([name, { help }], i) => `${name}${i === 0 ? " (default)" : ""}${help ? `: ${help}` : ""}`),
  read: (given): DiffFormat => oneOf("--format", given === undefined ? "text" : String(given), Object.keys(DIFF_FORMATS) as DiffFormat[]),
});
