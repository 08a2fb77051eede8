// The formats `survey-contract changes --format` prints, the first the default: a new one is a
// file beside this and one entry here (its reporter and its words in the help).
import { oneOf, option } from "../options.js";
import type { Output } from "../output.js";
import { changesJsonReporter } from "./changes-json.js";
import { changesMarkdownReporter } from "./changes-markdown.js";
import type { ChangesReporter } from "./changes-reporter.js";
import { changesTextReporter } from "./changes-text.js";

export const CHANGES_FORMATS = {
  text: { reporter: changesTextReporter, help: "" },
  markdown: { reporter: changesMarkdownReporter, help: "for a pull request's comment" },
  json: { reporter: changesJsonReporter, help: "" },
} satisfies Record<string, { reporter: (out: Output) => ChangesReporter; help: string }>;

export type ChangesFormat = keyof typeof CHANGES_FORMATS;

export const CHANGES_FORMAT_OPTION = option({
  flag: "format",
  type: "string",
  value: "FORMAT",
  help: () => Object.entries(CHANGES_FORMATS).map(([name, { help }], i) => `${name}${i === 0 ? " (default)" : ""}${help ? `: ${help}` : ""}`),
  read: (given): ChangesFormat => oneOf("--format", given === undefined ? "text" : String(given), Object.keys(CHANGES_FORMATS) as ChangesFormat[]),
});
