// The formats `survey-contract validate --format` prints, the first the default: a new one is a
// file beside this and one entry here (its reporter and its lines in the help).
import { oneOf, option } from "../options.js";
import type { Output } from "../output.js";
import { githubReporter } from "./validate-github.js";
import { jsonReporter } from "./validate-json.js";
import { junitReporter } from "./validate-junit.js";
import { textReporter } from "./validate-text.js";
import { MAX_PROBLEMS_KEPT, type ValidateReporter } from "./validate-reporter.js";

export const VALIDATE_FORMATS = {
  text: { reporter: (out, _record) => textReporter(out), help: ["one line per problem, file:line:column: pointer", "message [keyword]"] },
  json: { reporter: (out, _record) => jsonReporter(out), help: [`one JSON document with the first ${MAX_PROBLEMS_KEPT} problems`] },
  github: { reporter: githubReporter, help: ["a GitHub Actions annotation per problem"] },
  junit: { reporter: junitReporter, help: ["JUnit XML, a test case per input (and per NDJSON record", "with a problem)"] },
} satisfies Record<string, { reporter: (out: Output, record: string) => ValidateReporter; help: string[] }>;

export type ValidateFormat = keyof typeof VALIDATE_FORMATS;

/** `--format`, as validate and probe both take it: the formats above, their help from the table. */
export const VALIDATE_FORMAT_OPTION = option({
  flag: "format",
  type: "string",
  value: "FORMAT",
  help: () => Object.entries(VALIDATE_FORMATS).flatMap(([name, { help }], i) => help.map((line, j) => (j === 0 ? `${name}${i === 0 ? " (default)" : ""}: ${line}` : `  ${line}`))),
  read: (given): ValidateFormat => oneOf("--format", given === undefined ? "text" : String(given), Object.keys(VALIDATE_FORMATS) as ValidateFormat[]),
});
