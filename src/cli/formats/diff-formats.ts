// The formats `survey-contract diff --format` prints, the first the default: a new one is a
// file beside this and one entry here (its reporter and its words in the help).
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
