// The help texts of survey-contract and its commands.
import { RECORD_NAMES } from "../../generated/record-names.js";
import { RULES } from "../diff/rules.js";
import { MAX_PROBLEMS_IN_JSON } from "./validate-command.js";

export const MAIN_HELP = `Usage: survey-contract <command> [options]

Checks for the Survey Collection Service contract.

Commands:
  validate <Record> [files...]   check recorded payloads against the contract
  diff <old> <new>               list the changes between two versions of the contract

Run survey-contract <command> --help for a command's options.
Exit codes: 0 all good, 1 invalid payloads or breaking changes, 2 usage or input errors.`;

export const VALIDATE_HELP = `Usage: survey-contract validate <Record> [files...] [options]

Checks that every payload is a valid <Record>: one of
  ${RECORD_NAMES.join(", ")}

Inputs:
  file.json          one JSON value
  file.ndjson        one record per line (also .jsonl, or any file with --ndjson),
                     read as a stream, so any size works
  -                  standard input (one JSON value, or NDJSON with --ndjson)

Options:
  --strict           reject properties the contract does not name (default: tolerant)
  --ndjson           read every input as one record per line
  --format text|json text (default): one line per problem, file:line: pointer message [keyword];
                     json: one JSON document with every problem (the first ${MAX_PROBLEMS_IN_JSON})
  -h, --help         show this help

Exit codes: 0 all valid, 1 any invalid, 2 usage or input errors (unknown record, missing
file, malformed JSON, reported with its line and column).

Examples:
  survey-contract validate CollectorPage recorded/collectors.json
  survey-contract validate SurveyResponse --strict export.ndjson
  curl -s "$URL" | survey-contract validate CollectorPage -`;

export const DIFF_HELP = `Usage: survey-contract diff <old> <new> [options]

Compares two versions of the contract (the package's openapi.json) and classifies each change
for responses, which the service produces and clients consume:

${Object.entries(RULES)
  .map(([rule, { class: changeClass, summary }]) => `  ${rule.padEnd(25)} ${changeClass}: ${summary}`)
  .join("\n")}

Options:
  --allow <rule|pointer>  accept an intended break: a rule above, or a JSON Pointer such as
                          /components/schemas/Collector/properties/closeDate (and below it);
                          may be given more than once
  --format text|json      text (default) or one JSON document
  -h, --help              show this help

Exit codes: 0 nothing breaking (or all allowed), 1 a breaking change, 2 usage or input errors.

Example:
  survey-contract diff contract/baseline/openapi.json node_modules/@survey-collection/contract/generated/openapi.json`;
