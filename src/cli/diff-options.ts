// Every option of `survey-contract diff`, defined once: its flag, how its value is read and
// checked, and its lines in the help (options.ts makes the parser, the settings and the help).
import { DEFAULT_DEPRECATION_DAYS, DIFF_LIMITS, RULES, dayNumber, utcToday } from "../diff/index.js";
import { DIFF_FORMAT_OPTION } from "./reporters/diff-formats.js";
import { commandOptions, option, wholeNumber } from "./options.js";
import { UsageError } from "./output.js";

const DIFF_TABLE = {
  allow: option({
    flag: "allow",
    type: "string",
    multiple: true,
    value: "<rule|pointer>",
    help: () => [
      "accept an intended break: a rule above, or a JSON Pointer such as",
      "/components/schemas/Collector/properties/closeDate (and below it);",
      "may be given more than once",
    ],
    read: (given): string[] => (given ?? []) as string[],
  }),
  allowFile: option({
    flag: "allow-file",
    type: "string",
    value: "<file>",
    help: () => [
      "accepted breaks with their reasons, kept beside the contract:",
      '{"allow": [{"rule": …, "pointer": …, "reason": …}]}, each entry',
      "naming a rule, a pointer or both, and why",
    ],
    read: (given): string | undefined => (given === undefined ? undefined : String(given)),
  }),
  against: option({
    flag: "against",
    type: "string",
    value: "<ref>",
    help: () => [
      "compare with <new> as it is at a git ref (a branch, tag or commit): the",
      "file the ref holds at <new>'s path in the repository, which no symbolic",
      "link may run through, in the checkout or at the ref; <new> defaults to",
      "generated/openapi.json",
    ],
    read: (given): string | undefined => {
      if (given === undefined) return undefined;
      if (String(given).startsWith("-")) throw new UsageError(`--against ${String(given)}: give a git ref, such as main or origin/main`);
      return String(given);
    },
  }),
  allowNewDocument: option({
    flag: "allow-new-document",
    type: "boolean",
    help: () => [
      "with --against, for the change that adds the document: a ref that holds",
      "no <new> is compared as an empty contract, and every format says so;",
      "without it that is an input error, and with it a ref that holds <new> is one",
    ],
    read: (given): boolean => given === true,
  }),
  checkVersion: option({
    flag: "check-version",
    type: "boolean",
    help: () => ["also fail when info.version of <new> is not bumped as the changes", "need (compared with info.version of <old>)"],
    read: (given): boolean => given === true,
  }),
  today: option({
    flag: "today",
    type: "string",
    value: "YYYY-MM-DD",
    help: () => ["the day the deprecation lifecycle is judged on (default: today in UTC):", "what was deprecated may be removed on or after its x-sunset"],
    read: (given): string => {
      if (given === undefined) return utcToday();
      if (dayNumber(given) === undefined) throw new UsageError("--today: give a day as YYYY-MM-DD, such as 2027-01-31");
      return String(given);
    },
  }),
  deprecationDays: option({
    flag: "deprecation-days",
    type: "string",
    value: "N",
    help: () => [`the least notice a deprecation gives: an x-sunset fewer than N days`, `after --today is a break (default ${DEFAULT_DEPRECATION_DAYS})`],
    read: (given): number =>
      given === undefined ? DEFAULT_DEPRECATION_DAYS : wholeNumber("--deprecation-days", String(given), { min: 0, max: 100_000, example: DEFAULT_DEPRECATION_DAYS }),
  }),
  format: DIFF_FORMAT_OPTION,
};

/** A line of help folded at 96 columns, indented by two and its continuations by four. */
function wrapped(text: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + word.length > 92) {
      lines.push(line);
      line = "  ";
    }
    line += (line === "" || line === "  " ? "" : " ") + word;
  }
  return [...lines, line].map((folded) => `  ${folded}`).join("\n");
}

/** diff's options: `DIFF_OPTIONS.parse(args)`, `DIFF_OPTIONS.help()`. */
export const DIFF_OPTIONS = commandOptions(DIFF_TABLE);

export const DIFF_HELP = `Usage: survey-contract diff <old> <new> [options]
       survey-contract diff --against <git ref> [<new>] [options]

Compares two versions of the contract (the package's openapi.json) and classifies each change
for responses, which the service produces and clients consume, by the values it moves (each
break shown by one), with the least version bump it needs (a break: major, or minor while the
major version is 0; an addition: minor; an annotation: patch). A keyword the package's
validators do not compile that changes is KEYWORD_CHANGED, to judge by hand. <old> and <new>
are files, or where no file has the name, a package's export as Node resolves it from here
(@survey-collection/contract/openapi.json: the version installed). The rules, with their
usual class:

${Object.entries(RULES)
  .map(([rule, { class: changeClass, bump, summary }]) => `  ${rule.padEnd(25)} ${changeClass} (${bump}): ${summary}`)
  .join("\n")}

Limits (the same in docs/cli.md):
${DIFF_LIMITS.map((limit) => wrapped(`- ${limit}`)).join("\n")}

Options:
${DIFF_OPTIONS.help()}

Exit codes: 0 nothing breaking (or all allowed) and, with --check-version, the version bumped
enough; 1 a breaking change or a version too small; 2 usage or input errors.

Examples:
  survey-contract diff contract/releases/0.1.0.json generated/openapi.json --check-version
  survey-contract diff --against origin/main contract/openapi.json --format markdown > contract-changes.md
  survey-contract diff contract/openapi.json @survey-collection/contract/openapi.json`;
