// The formats `survey-contract diff --format` prints: a new one is a file beside this and one
// line here.
import type { Output } from "../output.js";
import { diffGithubReporter } from "./diff-github.js";
import { diffJsonReporter } from "./diff-json.js";
import { diffJunitReporter } from "./diff-junit.js";
import { diffMarkdownReporter } from "./diff-markdown.js";
import type { DiffReporter } from "./diff-reporter.js";
import { diffTextReporter } from "./diff-text.js";

export const DIFF_FORMATS = {
  text: diffTextReporter,
  json: diffJsonReporter,
  github: diffGithubReporter,
  junit: diffJunitReporter,
  markdown: diffMarkdownReporter,
} satisfies Record<string, (out: Output) => DiffReporter>;

export type DiffFormat = keyof typeof DIFF_FORMATS;
