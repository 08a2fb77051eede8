// The formats `survey-contract validate --format` prints: a new one is a file beside this and
// one line here.
import type { Output } from "../output.js";
import { githubReporter } from "./validate-github.js";
import { jsonReporter } from "./validate-json.js";
import { junitReporter } from "./validate-junit.js";
import { textReporter } from "./validate-text.js";
import type { ValidateReporter } from "./validate-reporter.js";

export const VALIDATE_FORMATS = {
  text: (out, _record) => textReporter(out),
  json: (out, _record) => jsonReporter(out),
  github: githubReporter,
  junit: junitReporter,
} satisfies Record<string, (out: Output, record: string) => ValidateReporter>;

export type ValidateFormat = keyof typeof VALIDATE_FORMATS;
