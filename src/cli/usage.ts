// The help texts of survey-contract and its commands.
import { RECORD_NAMES } from "../../generated/record-names.js";
import { RULES } from "../diff/rules.js";
import { DIFF_OPTIONS } from "./diff-options.js";
import { MOCK_OPTIONS } from "./mock-options.js";
import { PROBE_OPTIONS } from "./probe-options.js";
import { VALIDATE_OPTIONS } from "./validate-options.js";

export const MAIN_HELP = `Usage: survey-contract <command> [options]

Checks for the Survey Collection Service contract.

Commands:
  validate <Record> [files...]   check recorded payloads against the contract
  diff <old> <new>               list the changes between two versions of the contract
  probe <url>                    walk a running service's list and check every page
  mock                           serve the contract's lists, for clients to develop against

Run survey-contract <command> --help for a command's options; --version prints the version.
Exit codes: 0 all good, 1 invalid payloads or breaking changes, 2 usage or input errors.`;

export const VALIDATE_HELP = `Usage: survey-contract validate <Record> [inputs...] [options]

Checks that every payload is a valid <Record>: one of
  ${RECORD_NAMES.join(", ")}

Inputs:
  file.json          one JSON value (a byte-order mark is accepted)
  file.ndjson        one record per line (also .jsonl, or any file with --ndjson),
                     read as a stream, so any size works
  directory/         every .json, .ndjson and .jsonl file under it, sorted (names
                     starting with a dot left out), each once; a named pipe or a
                     device found there is said and not read: name it to read it
  "recorded/*.json"  a glob, quoted so that it means the same on every shell
                     (*, ?, [a-z], ** for any depth of directories)
  -                  standard input (one JSON value, or NDJSON with --ndjson); like
                     any input, read within --max-input-bytes or --max-line-bytes

Options:
${VALIDATE_OPTIONS.help()}

Exit codes: 0 all valid, 1 any invalid, 2 usage or input errors (unknown record, missing
file, malformed JSON or bytes that are not UTF-8, reported with their line and column;
an input with no record at all).

Examples:
  survey-contract validate CollectorPage recorded/
  survey-contract validate SurveyResponse --strict export.ndjson
  survey-contract validate Collector --each --format github "fixtures/**/*.json"
  curl -s "$URL" | survey-contract validate CollectorPage -`;

export const DIFF_HELP = `Usage: survey-contract diff <old> <new> [options]
       survey-contract diff --against <git ref> [<new>] [options]

Compares two versions of the contract (the package's openapi.json) and classifies each change
for responses, which the service produces and clients consume, with the least version bump
it needs (a break: major, or minor while the major version is 0; an addition: minor; an
annotation: patch):

${Object.entries(RULES)
  .map(([rule, { class: changeClass, bump, summary }]) => `  ${rule.padEnd(25)} ${changeClass} (${bump}): ${summary}`)
  .join("\n")}

Options:
${DIFF_OPTIONS.help()}

Exit codes: 0 nothing breaking (or all allowed) and, with --check-version, the version bumped
enough; 1 a breaking change or a version too small; 2 usage or input errors.

Examples:
  survey-contract diff contract/baseline/openapi.json generated/openapi.json --check-version
  survey-contract diff --against origin/main contract/openapi.json --format markdown > contract-changes.md`;

export const PROBE_HELP = `Usage: survey-contract probe <url> --list <PAGE> --first-page <N> [options]

Walks a running service's list page by page: <url> with {page} where the page number goes
(and {pageSize} where the page size goes), such as
  'http://127.0.0.1:3000/collectors?page={page}&pageSize={pageSize}'
Every page is judged as its record, and across pages probe checks what the contract's
pagination implies: the page number echoed [page-number], no more records than pageSize
[page-overfull], totalCount unchanged [total-changed], no record id twice [duplicate-id], the
walk ending where totalCount says [empty-page, past-total], no loop [loop, max-pages].

Options:
${PROBE_OPTIONS.help()}

Problems are reported as validate reports them, each page's URL in place of a file, with the
line and column in its body; the summary gives the page latency (median, p95, max) and
records per second. Header values are never printed.

Exit codes: 0 every page valid, 1 a page with problems, 2 usage errors or a page that could not
be read (no answer in time, HTTP errors after the retries, a body over --max-body-bytes, a
redirect to another origin, malformed JSON).

Examples:
  survey-contract probe 'http://127.0.0.1:3000/collectors?page={page}&pageSize={pageSize}' \\
    --list CollectorPage --first-page 1 --header "Authorization: Bearer $TOKEN"
  survey-contract probe "$URL" --list SurveyResponsePage --first-page 0 --strict --format github`;

export const MOCK_HELP = `Usage: survey-contract mock [options]

Serves both lists of the contract over HTTP, made of ./testing's seeded records with the
contract's pagination (GET <path>?page=N&pageSize=M), until interrupted (Ctrl-C).
The same is a function for tests: createMockHandler from @survey-collection/contract/mock.

Options:
${MOCK_OPTIONS.help()}

Exit codes: 0 stopped, 2 usage errors or the port cannot be used.

Examples:
  survey-contract mock --port 4010 --first-page 0 --total 1000
  survey-contract mock --latency 200 --fail-rate 0.1 --lie duplicate`;
