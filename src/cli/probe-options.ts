// Every option of `survey-contract probe`, defined once: its flag, how its value is read and
// checked, and its lines in the help (options.ts makes the parser, the settings and the help).
import { PAGE_ITEMS, type PageName } from "../../generated/record-names.js";
import { DEFAULT_MAX_BODY_BYTES } from "../pages/read-limits.js";
import { MAX_RETRY_WAIT_MS } from "../probe/page-fetcher.js";
import { VALIDATE_FORMAT_OPTION } from "./reporters/validate-formats.js";
import { UsageError } from "./output.js";
import { commandOptions, decimalNumber, flag, oneOf, option, wholeNumber, type SettingsOf } from "./options.js";
import { readShard } from "./shard.js";

const LISTS = Object.keys(PAGE_ITEMS) as PageName[];
const DEFAULT_PAGE_SIZE = 100;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_PAGES = 100_000;
const DEFAULT_RETRIES = 3;
/** RFC 9110's token: the characters a header's name may hold. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const PROBE_TABLE = {
  list: option({
    flag: "list",
    type: "string",
    value: "PAGE",
    help: () => [`the list's page record: ${LISTS.join(" or ")} (required)`],
    read: (given): PageName => {
      if (given === undefined) throw new UsageError(`name the list with --list ${LISTS.join(" or ")}`);
      return oneOf("--list", String(given), LISTS);
    },
  }),
  firstPage: option({
    flag: "first-page",
    type: "string",
    value: "N",
    help: () => ["the number of the first page, 0 or 1 (required: the contract", "does not say where pages start)"],
    read: (given): number => {
      if (given === undefined) throw new UsageError("give --first-page 0 or 1: the contract does not say whether pages count from 0 or from 1");
      return wholeNumber("--first-page", String(given), { min: 0, max: 2 ** 31, example: 1 });
    },
  }),
  pageSize: option({
    flag: "page-size",
    type: "string",
    value: "N",
    help: () => [`what {pageSize} in the URL becomes (default ${DEFAULT_PAGE_SIZE})`],
    read: (given): number => (given === undefined ? DEFAULT_PAGE_SIZE : wholeNumber("--page-size", String(given), { min: 1, max: 1_000_000, example: DEFAULT_PAGE_SIZE })),
  }),
  header: option({
    flag: "header",
    type: "string",
    multiple: true,
    value: "'NAME: VALUE'",
    help: () => ["send this header with every request; may be given more than once;", "values are never printed"],
    read: (given): Record<string, string> => headersFrom((given ?? []) as string[]),
  }),
  strict: flag("strict", "reject properties the contract does not name (default: tolerant)"),
  timeout: option({
    flag: "timeout",
    type: "string",
    value: "MS",
    help: () => [`give up on a request after MS milliseconds (default ${DEFAULT_TIMEOUT_MS})`],
    read: (given): number => (given === undefined ? DEFAULT_TIMEOUT_MS : wholeNumber("--timeout", String(given), { min: 1, max: 3_600_000, example: DEFAULT_TIMEOUT_MS })),
  }),
  retries: option({
    flag: "retries",
    type: "string",
    value: "N",
    help: () => [
      `ask again up to N times after 429, 5xx, a reset or a timeout (default`,
      `${DEFAULT_RETRIES}), waiting 0.2 s, 0.4 s, … or what Retry-After says (up to ${MAX_RETRY_WAIT_MS / 1000} s)`,
    ],
    read: (given): number => (given === undefined ? DEFAULT_RETRIES : wholeNumber("--retries", String(given), { min: 0, max: 20, example: DEFAULT_RETRIES })),
  }),
  rate: option({
    flag: "rate",
    type: "string",
    value: "N",
    help: () => ["send at most N requests a second (default: no limit)"],
    read: (given): number | undefined => (given === undefined ? undefined : decimalNumber("--rate", String(given), { min: 0.001, max: 100_000, example: 10 })),
  }),
  maxPages: option({
    flag: "max-pages",
    type: "string",
    value: "N",
    help: () => [`stop, as a problem, after N pages (default ${DEFAULT_MAX_PAGES})`],
    read: (given): number => (given === undefined ? DEFAULT_MAX_PAGES : wholeNumber("--max-pages", String(given), { min: 1, max: 2 ** 31, example: 1000 })),
  }),
  maxBodyBytes: option({
    flag: "max-body-bytes",
    type: "string",
    value: "N",
    help: () => ["stop reading a body longer than N bytes, an input error", `(default ${DEFAULT_MAX_BODY_BYTES}: 16 MiB)`],
    read: (given): number =>
      given === undefined ? DEFAULT_MAX_BODY_BYTES : wholeNumber("--max-body-bytes", String(given), { min: 1, max: 2 ** 31, example: DEFAULT_MAX_BODY_BYTES }),
  }),
  shard: option({
    flag: "shard",
    type: "string",
    value: "I/N",
    help: () => ["walk only pages first+I-1, first+I-1+N, …: the N shards together", "walk every page (ids repeated across shards are not seen)"],
    read: (given) => (given === undefined ? undefined : readShard(String(given))),
  }),
  format: VALIDATE_FORMAT_OPTION,
};

/** What every option of a probe was set to. */
export type ProbeSettings = SettingsOf<typeof PROBE_TABLE>;

/** probe's options: `PROBE_OPTIONS.parse(args)`, `PROBE_OPTIONS.help()`. */
export const PROBE_OPTIONS = commandOptions(PROBE_TABLE);

/** `Name: value` headers; a bad one is refused by its name alone, so that no value is ever printed. */
function headersFrom(given: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [i, text] of given.entries()) {
    const colon = text.indexOf(":");
    const name = colon === -1 ? "" : text.slice(0, colon).trim();
    if (!HEADER_NAME.test(name)) throw new UsageError(`--header number ${i + 1}: write it as 'Name: value' (what was given is not shown, it may be a secret)`);
    const value = text.slice(colon + 1).trim();
    if (/[^\t\x20-\x7E\x80-\xFF]/.test(value))
      throw new UsageError(`--header ${name}: its value holds a character HTTP does not allow, such as a line break (the value is not shown)`);
    headers[name.toLowerCase()] = value;
  }
  return headers;
}

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
